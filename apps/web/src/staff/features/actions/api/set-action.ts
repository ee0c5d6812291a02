import type { StaffActionView } from '@coaching/shared/schemas/actions';
import type { ActionForm } from '@coaching/shared/schemas/staff-record-forms';
import { actionChange } from '../../../lib/api/get-staff-actions.ts';
import { data, staffApi } from '../../../lib/staff-api.ts';
import { useStaffMutation } from '../../../lib/use-staff-mutation.ts';

export const setAction = ({ clientId, ...body }: { clientId: number } & ActionForm) =>
  staffApi.post<{ data: StaffActionView[] }>(`clients/${clientId}/actions`, body).then(data);

export const useSetAction = () => useStaffMutation(setAction, actionChange);
