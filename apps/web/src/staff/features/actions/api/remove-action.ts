import type { StaffActionView } from '@coaching/shared/schemas/actions';
import { actionChange } from '../../../lib/api/get-staff-actions.ts';
import { data, staffApi } from '../../../lib/staff-api.ts';
import { useStaffMutation } from '../../../lib/use-staff-mutation.ts';

export const removeAction = ({ clientId, actionId }: { clientId: number; actionId: number }) =>
  staffApi.delete<{ data: StaffActionView[] }>(`clients/${clientId}/actions/${actionId}`).then(data);

export const useRemoveAction = () => useStaffMutation(removeAction, actionChange);
