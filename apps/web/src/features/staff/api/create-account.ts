import type { StaffAccount, StaffAccountForm } from '@coaching/shared/schemas/staff-accounts';
import { data, staffApi } from '../lib/staff-api.ts';
import { useStaffMutation } from '../lib/use-staff-mutation.ts';
import { accountChange } from './get-accounts.ts';

export const createAccount = (body: StaffAccountForm) =>
  staffApi.post<{ data: StaffAccount[] }>('accounts', body).then(data);

export const useCreateAccount = () => useStaffMutation(createAccount, accountChange);
