import type { StaffBarrier } from '@coaching/shared/schemas/barriers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { data, staffApi } from '../../../lib/staff-api.ts';
import { clientKey } from '../../../lib/use-staff-mutation.ts';

/** The client's barriers with their suggestions, which change with the plan's techniques too. */
export const barriersKey = (clientId: number) => [...clientKey(clientId), 'barriers'] as const;

export const staffBarriersQuery = (clientId: number) =>
  queryOptions({
    queryKey: barriersKey(clientId),
    queryFn: () => staffApi.get<{ data: StaffBarrier[] }>(`clients/${clientId}/barriers`).then(data),
  });

export const useStaffBarriers = (clientId: number) => useQuery(staffBarriersQuery(clientId));

export const barrierChange = { set: ({ clientId }: { clientId: number }) => barriersKey(clientId) };
