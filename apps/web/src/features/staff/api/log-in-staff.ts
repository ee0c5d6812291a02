import type { StaffLoginRequest, StaffLoginResponse } from '@coaching/shared/schemas/staff-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '../lib/staff-api.ts';
import { staffToken } from '../lib/staff-token.ts';

export const logInStaff = (body: StaffLoginRequest) => staffApi.post<StaffLoginResponse>('login', body);

/** Stores the token and forgets anything a previous staff session loaded. */
export function useStartStaffSession() {
  const queryClient = useQueryClient();
  return (token: string) => {
    queryClient.removeQueries({ queryKey: ['staff'] });
    staffToken.set(token);
  };
}

/**
 * The session starts once the second factor is accepted, except right after setting it up: then it
 * starts when the person confirms they saved the recovery codes (starting it would leave the page).
 */
export function useLogInStaff() {
  const start = useStartStaffSession();
  return useMutation({
    mutationFn: logInStaff,
    onSuccess: (answer) => {
      if (answer.status === 'ok' && !answer.recovery_codes) start(answer.access_token);
    },
  });
}
