import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client.ts';
import { selfLogQuery } from '../../../lib/self-log.ts';

/** An entry already deleted (in another tab, on another device) is gone, as the client asked. */
export const deleteEntry = (id: number) =>
  api.delete<{ data: 'ok' }>(`mlw/self-log/${id}`).catch((error: unknown) => {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  });

export function useDeleteEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteEntry,
    // Refused too: the list then shows what is there now (an entry past its 7 days leaves it).
    onSettled: () => client.invalidateQueries({ queryKey: selfLogQuery.queryKey }),
  });
}
