import type { SelfLogEntry, SelfLogEntryRequest } from '@coaching/shared/schemas/self-log';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { reloadIfChanged } from '../../../lib/reload-if-changed.ts';
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
  return useMutation({
    mutationFn: recordEntry,
    onSuccess: () => client.invalidateQueries({ queryKey: selfLogQuery.queryKey }),
    // Refused: the log reloads before the refusal reaches the form, so it can show what is recorded.
    onError: reloadIfChanged(client, selfLogQuery.queryKey),
  });
}
