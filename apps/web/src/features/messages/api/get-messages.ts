import { MESSAGE_POLL_MS } from '@coaching/shared/constants';
import type { MessageView } from '@coaching/shared/schemas/messages';
import { useQuery } from '@tanstack/react-query';
import { versionedQuery } from '../../../lib/versioned-query.ts';

export const messagesQuery = versionedQuery<MessageView[]>(['messages'], 'mlw/messages');

/** The chat, asked for every 5 seconds (portal §4, §9); an unchanged chat costs the server a 304. */
export function useMessages() {
  return useQuery({
    ...messagesQuery,
    refetchInterval: MESSAGE_POLL_MS,
    staleTime: 0,
    select: (versioned) => versioned.data,
  });
}
