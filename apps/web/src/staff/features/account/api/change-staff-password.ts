import type { OkAnswer } from '@coaching/shared/schemas/ok-answer';
import type { StaffChangePasswordRequest } from '@coaching/shared/schemas/staff-auth';
import { useMutation } from '@tanstack/react-query';
import { staffApi } from '../../../lib/staff-api.ts';

export const changeStaffPassword = (request: StaffChangePasswordRequest) =>
  staffApi.put<OkAnswer>('me/password', request);

export const useChangeStaffPassword = () => useMutation({ mutationFn: changeStaffPassword });
