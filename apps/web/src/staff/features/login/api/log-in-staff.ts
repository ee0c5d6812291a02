import type { StaffLoginRequest, StaffLoginResponse } from '@coaching/shared/schemas/staff-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '../../../lib/staff-api.ts';
import { staffSession } from '../../../lib/staff-session.ts';

/** The console keeps its session in the HttpOnly cookie the answer sets, never in a script's reach. */
export const logInStaff = (body: StaffLoginRequest) =>
  staffApi.post<StaffLoginResponse>('login', { ...body, session: 'cookie' });

/** Forgets anything a previous staff session loaded, then starts this one (in every tab). */
export function useStartStaffSession() {
  const queryClient = useQueryClient();
  return (csrf: string) => {
    queryClient.removeQueries({ queryKey: ['staff'] });
    staffSession.signedIn(csrf);
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
      if (answer.status === 'ok' && !answer.recovery_codes && answer.csrf_token) start(answer.csrf_token);
    },
  });
}
