import type { OkAnswer } from '@coaching/shared/schemas/ok-answer';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { pushSettingsQuery } from '../../../lib/push.ts';

export function useRemovePushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<OkAnswer>(`mlw/push/subscriptions/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushSettingsQuery.queryKey }),
  });
}
