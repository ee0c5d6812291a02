import type { StaffSessionView } from '@coaching/shared/schemas/staff-sessions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { data, staffApi } from '../staff-api.ts';
import { clientKey, myDayKey } from '../use-staff-mutation.ts';

export const sessionsKey = (clientId: number) => [...clientKey(clientId), 'sessions'] as const;

export const staffSessionsQuery = (clientId: number) =>
  queryOptions({
    queryKey: sessionsKey(clientId),
    queryFn: () => staffApi.get<{ data: StaffSessionView[] }>(`clients/${clientId}/sessions`).then(data),
  });

export const useStaffSessions = (clientId: number) => useQuery(staffSessionsQuery(clientId));

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
