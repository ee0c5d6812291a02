import type { MessageView, SendMessage } from '@coaching/shared/schemas/messages';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { messagesQuery } from './get-messages.ts';

export const sendMessage = (planId: number, body: SendMessage) =>
  api.postOnce<{ data: MessageView }>(`mlw/messages/${planId}`, body).then((r) => r.data);

/**
 * Reads the chat again once a message is sent. A first read still under way may have been answered
 * before the message arrived, and would otherwise be the answer the refresh waits for: it is dropped.
 */
export async function readChatAfterSending(queryClient: QueryClient) {
  await queryClient.cancelQueries({ queryKey: messagesQuery.queryKey });
  await queryClient.invalidateQueries({ queryKey: messagesQuery.queryKey });
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ planId, body }: { planId: number; body: SendMessage }) => sendMessage(planId, body),
    onSuccess: () => readChatAfterSending(queryClient),
  });
}
