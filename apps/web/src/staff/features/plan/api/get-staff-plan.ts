import type { StaffPlan } from '@coaching/shared/schemas/staff-plan';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Method, Versioned } from '../../../../lib/api-client.ts';
import { staffApi } from '../../../lib/staff-api.ts';
import { clientKey } from '../../../lib/use-staff-mutation.ts';
import { selfLogTargetsKey } from './get-self-log-targets.ts';
import { barriersKey } from './get-staff-barriers.ts';

export const planKey = (clientId: number) => [...clientKey(clientId), 'plan'] as const;
export const planPath = (clientId: number, rest = '') => `clients/${clientId}/plan${rest}`;

/** The plan with its version (ETag), which the forms replacing typed text send back as If-Match. */
export type VersionedPlan = Versioned<StaffPlan | null>;

export const staffPlanQuery = (clientId: number) =>
  queryOptions({
    queryKey: planKey(clientId),
    queryFn: () => staffApi.versioned<StaffPlan | null>('GET', planPath(clientId)),
  });

/** Every plan change answers the whole plan and its new version. */
export const changePlan = (
  method: Exclude<Method, 'GET'>,
  clientId: number,
  rest: string,
  body?: unknown,
  ifMatch?: string | null,
): Promise<VersionedPlan> => staffApi.versioned<StaffPlan>(method, planPath(clientId, rest), body, ifMatch);

export const useStaffPlan = (clientId: number) => useQuery(staffPlanQuery(clientId));

/**
 * Every plan change answers the whole plan: it replaces the cached one, and the record's summary and
 * the barriers' suggestions (which leave out techniques on the plan) and the measures open to
 * self-logging targets (those of the plan's goals) refresh.
 */
export const planChange = {
  set: ({ clientId }: { clientId: number }) => planKey(clientId),
  invalidate: ({ clientId }: { clientId: number }) => [
    [...clientKey(clientId), 'record'],
    barriersKey(clientId),
    selfLogTargetsKey(clientId),
  ],
};
