import type { SelfLogTargets } from '@coaching/shared/schemas/self-log-targets';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { data, staffApi } from '../../../lib/staff-api.ts';
import { clientKey } from '../../../lib/use-staff-mutation.ts';

export const selfLogTargetsKey = (clientId: number) => [...clientKey(clientId), 'self-log-targets'] as const;
export const selfLogTargetsPath = (clientId: number, rest = '') => `clients/${clientId}/plan/targets${rest}`;

export const selfLogTargetsQuery = (clientId: number) =>
  queryOptions({
    queryKey: selfLogTargetsKey(clientId),
    queryFn: () => staffApi.get<{ data: SelfLogTargets }>(selfLogTargetsPath(clientId)).then(data),
  });

export const useSelfLogTargets = (clientId: number) => useQuery(selfLogTargetsQuery(clientId));

/** A change answers the measures and targets; the progress tab shows the targets too. */
export const selfLogTargetChange = {
  set: ({ clientId }: { clientId: number }) => selfLogTargetsKey(clientId),
  invalidate: ({ clientId }: { clientId: number }) => [[...clientKey(clientId), 'self-log']],
};
