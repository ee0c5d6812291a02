import type { StaffSessionView } from '@coaching/shared/schemas/staff-sessions';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { data, staffApi } from '../staff-api.ts';
import { clientKey, myDayKey } from '../use-staff-mutation.ts';

export const sessionsKey = (clientId: number) => [...clientKey(clientId), 'sessions'] as const;

export const staffSessionsQuery = (clientId: number) =>
  queryOptions({
    queryKey: sessionsKey(clientId),
    queryFn: () => staffApi.get<{ data: StaffSessionView[] }>(`clients/${clientId}/sessions`).then(data),
  });

export const useStaffSessions = (clientId: number) => useQuery(staffSessionsQuery(clientId));

/**
 * Reads a client's sessions afresh (they are stale once a change was refused) for a page that lists
 * sessions of many clients, such as My day, to say what a session is now; undefined if it cannot.
 */
export function useReadLatestSession() {
  const queryClient = useQueryClient();
  return (clientId: number, sessionId: number): Promise<StaffSessionView | undefined> =>
    queryClient
      .fetchQuery(staffSessionsQuery(clientId))
      .then((list) => list.find((s) => s.id === sessionId))
      .catch(() => undefined);
}

/** Every session change answers the client's sessions; the coach's diary and day may change too. */
export const sessionChange = {
  set: ({ clientId }: { clientId: number }) => sessionsKey(clientId),
  invalidate: ({ clientId }: { clientId: number }) => [
    ['staff', 'availability'],
    ['staff', 'diary'],
    [...clientKey(clientId), 'diary'],
    myDayKey,
  ],
};
