import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { unlessGoneAlready } from '../../../lib/gone-already.ts';
import { pushSettingsQuery } from '../../../lib/push.ts';

export function useRemovePushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.delete(`mlw/push/subscriptions/${id}`).then(() => undefined, unlessGoneAlready),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushSettingsQuery.queryKey }),
  });
}
