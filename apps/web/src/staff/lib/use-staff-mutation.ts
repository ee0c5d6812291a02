import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, type ApiErrorCode } from '../../lib/api-client.ts';

type Options<V> = {
  /** The query the answer replaces (the API answers the fresh list or object). */
  set?: (vars: V) => QueryKey;
  /** Queries that may now be out of date, such as the queue or the client record. */
  invalidate?: (vars: V) => QueryKey[];
};

/**
 * A staff change: on success, put the answer in place and refresh what it affects. Some refusals
 * mean the page was out of date (a band filled meanwhile, issue 29; a band the coach stopped working;
 * a form someone else saved since it was opened):
 * what it shows is refreshed too, so "2 of 3 free" does not stay beside "That time band is full".
 */
const OUT_OF_DATE: ReadonlySet<ApiErrorCode> = new Set([
  'CONFLICT',
  'BAND_NOT_OFFERED',
  'COACH_AWAY',
  'CHANGED_SINCE_OPENED',
  // Gone since the page loaded (removed in another tab, or the client moved to another coach): the
  // page shows what is there now, rather than a row whose button fails for ever.
  'NOT_FOUND',
]);

export function useStaffMutation<V, R>(mutationFn: (vars: V) => Promise<R>, options: Options<V>) {
  const queryClient = useQueryClient();
  const refresh = (vars: V, keys: QueryKey[] = []) =>
    Promise.all(
      [...keys, ...(options.invalidate?.(vars) ?? [])].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
  return useMutation({
    mutationFn,
    onSuccess: async (answer, vars) => {
      if (options.set) queryClient.setQueryData(options.set(vars), answer);
      await refresh(vars);
    },
    onError: async (error, vars) => {
      // The answer it would have replaced is out of date too: the other person's version loads.
      if (error instanceof ApiError && OUT_OF_DATE.has(error.code)) {
        await refresh(vars, options.set ? [options.set(vars)] : []);
      }
    },
  });
}

export const clientKey = (clientId: number) => ['staff', 'client', clientId] as const;
/** My day, the staff home page: most changes to a client change some list on it. */
export const myDayKey = ['staff', 'my-day'] as const;
/** What moving clients to another coach changes: the lists, the records, the diaries and My day. */
export const clientMovesKeys: QueryKey[] = [
  ['staff', 'clients'],
  ['staff', 'client'],
  ['staff', 'diary'],
  myDayKey,
];
