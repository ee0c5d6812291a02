import type { OkAnswer } from '@coaching/shared/schemas/ok-answer';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { pushSettingsQuery } from '../../../lib/push.ts';

export function useDismissPushSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.put<OkAnswer>('mlw/push/suggestion', {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushSettingsQuery.queryKey }),
  });
}
