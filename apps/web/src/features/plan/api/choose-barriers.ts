import type { ClientBarrierChoice, ClientBarriers } from '@coaching/shared/schemas/barriers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { barriersQuery } from './get-barriers.ts';

export const chooseBarriers = (body: ClientBarrierChoice) =>
  api.put<{ data: ClientBarriers }>('mlw/barriers', body).then((r) => r.data);

export function useChooseBarriers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseBarriers,
    onSuccess: (answer) => queryClient.setQueryData(barriersQuery.queryKey, answer),
  });
}
