import type { StaffAccount, StaffAccountUpdate } from '@coaching/shared/schemas/staff-accounts';
import { accountChange } from '../../../lib/api/get-accounts.ts';
import { data, staffApi } from '../../../lib/staff-api.ts';
import { useStaffMutation } from '../../../lib/use-staff-mutation.ts';

export const changeAccount = ({ staffId, ...body }: { staffId: number } & StaffAccountUpdate) =>
  staffApi.put<{ data: StaffAccount[] }>(`accounts/${staffId}`, body).then(data);

export const useChangeAccount = () => useStaffMutation(changeAccount, accountChange);
