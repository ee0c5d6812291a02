import type { StaffAccount, StaffAccountUpdate } from '@coaching/shared/schemas/staff-accounts';
import { data, staffApi } from '../lib/staff-api.ts';
import { useStaffMutation } from '../lib/use-staff-mutation.ts';
import { accountChange } from './get-accounts.ts';

export const changeAccount = ({ staffId, ...body }: { staffId: number } & StaffAccountUpdate) =>
  staffApi.put<{ data: StaffAccount[] }>(`accounts/${staffId}`, body).then(data);

export const useChangeAccount = () => useStaffMutation(changeAccount, accountChange);
