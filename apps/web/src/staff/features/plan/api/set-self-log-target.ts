import type { SelfLogTargetForm, SelfLogTargets } from '@coaching/shared/schemas/self-log-targets';
import { data, staffApi } from '../../../lib/staff-api.ts';
import { useStaffMutation } from '../../../lib/use-staff-mutation.ts';
import { selfLogTargetChange, selfLogTargetsPath } from './get-self-log-targets.ts';

export const setSelfLogTarget = ({ clientId, ...body }: { clientId: number } & SelfLogTargetForm) =>
  staffApi.put<{ data: SelfLogTargets }>(selfLogTargetsPath(clientId), body).then(data);

export const useSetSelfLogTarget = () => useStaffMutation(setSelfLogTarget, selfLogTargetChange);
