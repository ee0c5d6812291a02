import type { ActionView } from '@coaching/shared/schemas/actions';
import type { ActionForm } from '@coaching/shared/schemas/staff-record-forms';
import { actionChange } from '../../../lib/api/get-staff-actions.ts';
import { data, staffApi } from '../../../lib/staff-api.ts';
import { useStaffMutation } from '../../../lib/use-staff-mutation.ts';

type Vars = { clientId: number; actionId: number } & ActionForm;

export const editAction = ({ clientId, actionId, ...body }: Vars) =>
  staffApi.put<{ data: ActionView[] }>(`clients/${clientId}/actions/${actionId}`, body).then(data);

export const useEditAction = () => useStaffMutation(editAction, actionChange);
