import type { StaffBarrier } from '@coaching/shared/schemas/barriers';
import { data, staffApi } from '../../../lib/staff-api.ts';
import { useStaffMutation } from '../../../lib/use-staff-mutation.ts';
import { barrierChange } from './get-staff-barriers.ts';

export const removeBarrier = ({ clientId, barrierId }: { clientId: number; barrierId: number }) =>
  staffApi.delete<{ data: StaffBarrier[] }>(`clients/${clientId}/barriers/${barrierId}`).then(data);

export const useRemoveBarrier = () => useStaffMutation(removeBarrier, barrierChange);
