import type { SelfLogEntry, SelfLogEntryRequest } from '@coaching/shared/schemas/self-log';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client.ts';
import { selfLogQuery } from '../../../lib/self-log.ts';

type Saved = { entry: SelfLogEntry; status: 'created' | 'updated' };

/**
 * `replaces`: the version of the day's entry the form showed, or null when it showed none. The save is
 * refused (412) when the day's entry is no longer that one: recorded since on another device or in
 * another tab, or changed there.
 */
type Vars = { request: SelfLogEntryRequest; replaces: string | null };

export const recordEntry = ({ request, replaces }: Vars) =>
  api
    .post<{ data: Saved }>('mlw/self-log', request, {
      headers: replaces ? { 'if-match': replaces } : { 'if-none-match': '*' },
    })
    .then((r) => r.data);

export function useRecordEntry() {
  const client = useQueryClient();
  const reload = () => client.invalidateQueries({ queryKey: selfLogQuery.queryKey });
  return useMutation({
    mutationFn: recordEntry,
    onSuccess: reload,
    // Refused: the log reloads before the refusal reaches the form, so it can show what is recorded.
    onError: async (error) => {
      if (error instanceof ApiError && error.code === 'CHANGED_SINCE_OPENED') await reload();
    },
  });
}
