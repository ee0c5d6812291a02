import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

type Options<V> = {
  /** The query the answer replaces (the API answers the fresh list or object). */
  set?: (vars: V) => QueryKey;
  /** Queries that may now be out of date, such as the queue or the client record. */
  invalidate?: (vars: V) => QueryKey[];
};

/** A staff change: on success, put the answer in place and refresh what it affects. */
export function useStaffMutation<V, R>(mutationFn: (vars: V) => Promise<R>, options: Options<V>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (answer, vars) => {
      if (options.set) queryClient.setQueryData(options.set(vars), answer);
      await Promise.all(
        (options.invalidate?.(vars) ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}

export const clientKey = (clientId: number) => ['staff', 'client', clientId] as const;
/** My day, the staff home page: most changes to a client change some list on it. */
export const myDayKey = ['staff', 'my-day'] as const;
