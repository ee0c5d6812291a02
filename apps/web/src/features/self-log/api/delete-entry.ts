import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { unlessGoneAlready } from '../../../lib/gone-already.ts';
import { selfLogQuery } from '../../../lib/self-log.ts';

export const deleteEntry = (id: number) =>
  api.delete<{ data: 'ok' }>(`mlw/self-log/${id}`).then(() => undefined, unlessGoneAlready);

export function useDeleteEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteEntry,
    // Refused too: the list then shows what is there now (an entry past its 7 days leaves it).
    onSettled: () => client.invalidateQueries({ queryKey: selfLogQuery.queryKey }),
  });
}
