import type { SelfLogMeasure } from '@coaching/shared/rules/self-log';
import type { SelfLogTargets } from '@coaching/shared/schemas/self-log-targets';
import { data, staffApi } from '../../../lib/staff-api.ts';
import { useStaffMutation } from '../../../lib/use-staff-mutation.ts';
import { selfLogTargetChange, selfLogTargetsPath } from './get-self-log-targets.ts';

export const removeSelfLogTarget = ({ clientId, measure }: { clientId: number; measure: SelfLogMeasure }) =>
  staffApi.delete<{ data: SelfLogTargets }>(selfLogTargetsPath(clientId, `/${measure}`)).then(data);

export const useRemoveSelfLogTarget = () => useStaffMutation(removeSelfLogTarget, selfLogTargetChange);
