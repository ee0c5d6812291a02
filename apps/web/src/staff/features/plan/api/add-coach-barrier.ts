import type { CoachBarrierForm, StaffBarrier } from '@coaching/shared/schemas/barriers';
import { data, staffApi } from '../../../lib/staff-api.ts';
import { useStaffMutation } from '../../../lib/use-staff-mutation.ts';
import { barrierChange } from './get-staff-barriers.ts';

export const addCoachBarrier = ({ clientId, ...body }: { clientId: number } & CoachBarrierForm) =>
  staffApi.post<{ data: StaffBarrier[] }>(`clients/${clientId}/barriers`, body).then(data);

export const useAddCoachBarrier = () => useStaffMutation(addCoachBarrier, barrierChange);
