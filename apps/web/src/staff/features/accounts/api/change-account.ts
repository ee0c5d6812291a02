import type { StaffAccount, StaffAccountUpdate } from '@coaching/shared/schemas/staff-accounts';
import { accountChange } from '../../../lib/api/get-accounts.ts';
import { data, staffApi } from '../../../lib/staff-api.ts';
import { useStaffMutation } from '../../../lib/use-staff-mutation.ts';

type Vars = { staffId: number; ifMatch: string | null } & StaffAccountUpdate;

/** A change to an account, over the version of it the page showed: refused if it changed since. */
export const changeAccount = ({ staffId, ifMatch, ...body }: Vars) =>
  staffApi.versioned<StaffAccount[]>('PUT', `accounts/${staffId}`, body, ifMatch).then(data);

export const useChangeAccount = () => useStaffMutation(changeAccount, accountChange);
