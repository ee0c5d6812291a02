import type { ActionView, UpdateAction } from '@coaching/shared/schemas/actions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { actionsQuery } from '../../../lib/actions.ts';
import { api } from '../../../lib/api-client.ts';

export const updateAction = (id: number, body: UpdateAction) =>
  api.put<{ data: ActionView }>(`mlw/actions/${id}`, body).then((r) => r.data);

export function useUpdateAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: UpdateAction['status'] }) =>
      updateAction(id, { status }),
    onSuccess: (action) =>
      queryClient.setQueryData(actionsQuery.queryKey, (list) =>
        list?.map((item) => (item.id === action.id ? action : item)),
      ),
  });
}
