import type { SelfLogEntry, SelfLogEntryRequest } from '@coaching/shared/schemas/self-log';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { selfLogQuery } from '../../../lib/self-log.ts';

type Saved = { entry: SelfLogEntry; status: 'created' | 'updated' };

export const recordEntry = (request: SelfLogEntryRequest) =>
  api.post<{ data: Saved }>('mlw/self-log', request).then((r) => r.data);

export function useRecordEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: recordEntry,
    onSuccess: () => client.invalidateQueries({ queryKey: selfLogQuery.queryKey }),
  });
}
