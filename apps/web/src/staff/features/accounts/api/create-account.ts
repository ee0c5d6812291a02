import type { StaffAccount, StaffAccountForm } from '@coaching/shared/schemas/staff-accounts';
import { accountChange } from '../../../lib/api/get-accounts.ts';
import { data, staffApi } from '../../../lib/staff-api.ts';
import { useStaffMutation } from '../../../lib/use-staff-mutation.ts';

export const createAccount = (body: StaffAccountForm) =>
  staffApi.post<{ data: StaffAccount[] }>('accounts', body).then(data);

export const useCreateAccount = () => useStaffMutation(createAccount, accountChange);
