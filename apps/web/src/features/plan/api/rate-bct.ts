import type { BctProgress, PlanBct } from '@coaching/shared/schemas/plan';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { planQuery } from './get-plan.ts';

export const rateBct = (bctId: number, body: BctProgress) =>
  api.put<{ data: PlanBct }>(`mlw/plan/${bctId}`, body).then((r) => r.data);

export function useRateBct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bctId, progress }: { bctId: number; progress: number }) => rateBct(bctId, { progress }),
    onSuccess: (bct) =>
      queryClient.setQueryData(planQuery.queryKey, (plan) =>
        plan ? { ...plan, bcts: plan.bcts.map((item) => (item.id === bct.id ? bct : item)) } : plan,
      ),
  });
}
