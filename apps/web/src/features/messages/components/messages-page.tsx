import { canMessage } from '@coaching/shared/rules/navigation';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { Notice } from '../../../components/inset.tsx';
import { Heading, Page } from '../../../components/page.tsx';
import { useProfile } from '../../auth/api/get-profile.ts';
import { useMessages } from '../api/get-messages.ts';
import { MessageList } from './message-list.tsx';
import { OlderMessagesButton, useOlderMessages } from './older-messages.tsx';
import { PushSuggestion } from './push-suggestion.tsx';
import { SendMessageForm } from './send-message-form.tsx';

/** The chat with the coach; only plans at service level 2 or 3 include it (portal §2, §6). */
export function MessagesPage() {
  const profile = useProfile();
  if (!canMessage(profile.plan)) return <Navigate to="/" replace />;
  return <Chat planId={profile.plan?.id ?? null} />;
}

function Chat({ planId }: { planId: number | null }) {
  const messages = useMessages();
  const older = useOlderMessages(messages.data);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (messages.isError) console.error('Unable to load messages', messages.error);
  }, [messages.isError, messages.error]);

  // Reading the chat marks the coach's messages and their notifications seen on the server.
  useEffect(() => {
    if (messages.data) queryClient.invalidateQueries({ queryKey: ['notifications'] });
  }, [messages.data, queryClient]);

  return (
    <Page title="Messages">
      <Heading>Messages</Heading>
      <p>Send your coach a message. They will usually reply within two working days.</p>
      {messages.isPending ? <p className="loading">Loading...</p> : null}
      {messages.isError && !messages.data ? (
        <Notice kind="error">
          <p>We could not load your messages. Please try again later.</p>
        </Notice>
      ) : null}
      {messages.data ? (
        <>
          <OlderMessagesButton older={older} />
          <MessageList messages={[...older.messages, ...messages.data]} />
        </>
      ) : null}
      <PushSuggestion
        coachHasWritten={[...older.messages, ...(messages.data ?? [])].some((message) => message.isCoach)}
      />
      <SendMessageForm planId={planId} />
    </Page>
  );
}
