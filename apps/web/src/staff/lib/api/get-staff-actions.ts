import type { StaffActionView } from '@coaching/shared/schemas/actions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { data, staffApi } from '../staff-api.ts';
import { clientKey } from '../use-staff-mutation.ts';

export const actionsKey = (clientId: number) => [...clientKey(clientId), 'actions'] as const;

export const staffActionsQuery = (clientId: number) =>
  queryOptions({
    queryKey: actionsKey(clientId),
    queryFn: () => staffApi.get<{ data: StaffActionView[] }>(`clients/${clientId}/actions`).then(data),
  });

export const useStaffActions = (clientId: number) => useQuery(staffActionsQuery(clientId));

export const actionChange = { set: ({ clientId }: { clientId: number }) => actionsKey(clientId) };
