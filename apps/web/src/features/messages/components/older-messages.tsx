import { MESSAGE_PAGE_SIZE } from '@coaching/shared/constants';
import type { MessageView } from '@coaching/shared/schemas/messages';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { getOlderMessages } from '../api/get-older-messages.ts';

type Older = { messages: MessageView[]; more: boolean };

/**
 * The chat shows its latest page; earlier messages come a page at a time on request. A full page
 * means there may be more before it.
 */
export function useOlderMessages(latest: MessageView[] | undefined) {
  const [older, setOlder] = useState<Older>({ messages: [], more: true });
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const first = older.messages[0] ?? latest?.[0];
  const canLoad = older.messages.length > 0 ? older.more : latest?.length === MESSAGE_PAGE_SIZE;

  const load = async () => {
    if (!first) return;
    setState('loading');
    try {
      const page = await getOlderMessages(first.id);
      setOlder((held) => ({
        messages: [...page, ...held.messages],
        more: page.length === MESSAGE_PAGE_SIZE,
      }));
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return { messages: older.messages, canLoad, state, load };
}

export function OlderMessagesButton({ older }: { older: ReturnType<typeof useOlderMessages> }) {
  if (!older.canLoad) return null;
  return (
    <p>
      <Button variant="secondary" onClick={older.load} pending={older.state === 'loading'}>
        {older.state === 'loading' ? 'Loading earlier messages...' : 'Show earlier messages'}
      </Button>
      {older.state === 'failed' ? (
        <span role="alert"> We could not load earlier messages. Please try again.</span>
      ) : null}
    </p>
  );
}
