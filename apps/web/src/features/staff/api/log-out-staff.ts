import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { staffApi } from '../lib/staff-api.ts';
import { staffToken } from '../lib/staff-token.ts';

export const logOutStaff = () => staffApi.post<{ data: 'ok' }>('logout');

/** Revokes the token on the server, then forgets everything the console loaded. */
export function useLogOutStaff() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await logOutStaff().catch((error: unknown) => console.error(error));
    staffToken.clear();
    queryClient.removeQueries({ queryKey: ['staff'] });
    navigate('/staff/login', { replace: true });
  };
}
