import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { selfLogQuery } from '../../../lib/self-log.ts';

export const deleteEntry = (id: number) => api.delete<{ data: 'ok' }>(`mlw/self-log/${id}`);

export function useDeleteEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteEntry,
    onSuccess: () => client.invalidateQueries({ queryKey: selfLogQuery.queryKey }),
  });
}
