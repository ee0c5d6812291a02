import type { MessageView, SendMessage } from '@coaching/shared/schemas/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { messagesQuery } from './get-messages.ts';

export const sendMessage = (planId: number, body: SendMessage) =>
  api.postOnce<{ data: MessageView }>(`mlw/messages/${planId}`, body).then((r) => r.data);

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ planId, body }: { planId: number; body: SendMessage }) => sendMessage(planId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesQuery.queryKey }),
  });
}
