import { MESSAGE_POLL_MS } from '@coaching/shared/constants';
import type { MessageView } from '@coaching/shared/schemas/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { data, staffApi } from '../staff-api.ts';
import { clientKey } from '../use-staff-mutation.ts';

export const messagesKey = (clientId: number) => [...clientKey(clientId), 'messages'] as const;

export const staffMessagesQuery = (clientId: number) =>
  queryOptions({
    queryKey: messagesKey(clientId),
    queryFn: () => staffApi.get<{ data: MessageView[] }>(`clients/${clientId}/messages`).then(data),
  });

/** Polled like the client's chat (portal §9), so a reply shows without a reload. */
export const useStaffMessages = (clientId: number) =>
  useQuery({ ...staffMessagesQuery(clientId), refetchInterval: MESSAGE_POLL_MS });
