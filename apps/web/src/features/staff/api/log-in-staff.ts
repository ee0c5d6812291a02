import type { StaffLoginRequest, StaffLoginResponse } from '@coaching/shared/schemas/staff-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '../lib/staff-api.ts';
import { staffToken } from '../lib/staff-token.ts';

export const logInStaff = (body: StaffLoginRequest) => staffApi.post<StaffLoginResponse>('login', body);

/** Stores the token once the second factor is accepted; the other answers ask for the next step. */
export function useLogInStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logInStaff,
    onSuccess: (answer) => {
      if (answer.status !== 'ok') return;
      queryClient.removeQueries({ queryKey: ['staff'] });
      staffToken.set(answer.access_token);
    },
  });
}
