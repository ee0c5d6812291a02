import type { StaffActionView } from '@coaching/shared/schemas/actions';
import type { ActionForm } from '@coaching/shared/schemas/staff-record-forms';
import { actionChange } from '../../../lib/api/get-staff-actions.ts';
import { staffApi } from '../../../lib/staff-api.ts';
import { useStaffMutation } from '../../../lib/use-staff-mutation.ts';

type Vars = { clientId: number; actionId: number; ifMatch: string | null } & ActionForm;

/** Sent with the action's version the form was filled from: refused if it was edited since. */
export const editAction = ({ clientId, actionId, ifMatch, ...body }: Vars) =>
  staffApi
    .versioned<StaffActionView[]>('PUT', `clients/${clientId}/actions/${actionId}`, body, ifMatch)
    .then(({ data }) => data);

export const useEditAction = () => useStaffMutation(editAction, actionChange);
