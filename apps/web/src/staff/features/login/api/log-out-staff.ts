import type { OkAnswer } from '@coaching/shared/schemas/ok-answer';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../../../lib/api-client.ts';
import { staffHeaders } from '../../../lib/staff-api.ts';
import { staffSession } from '../../../lib/staff-session.ts';

/** Never asks to sign in again first: a session that has already ended has nothing to sign out of. */
export const logOutStaff = () => api.post<OkAnswer>('staff/logout', undefined, { headers: staffHeaders() });

/**
 * Ends the session on the server and in every tab, then forgets everything the console loaded. The login page it
 * leads to goes on to My day, not back to the page the person logged out from.
 */
export function useLogOutStaff() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await logOutStaff().catch((error: unknown) => console.error(error));
    staffSession.signedOut();
    queryClient.removeQueries({ queryKey: ['staff'] });
    // After the console's own redirect of a signed-out page (which remembers that page to return to),
    // so the next sign-in opens My day rather than the page the person chose to leave.
    setTimeout(() => navigate('/staff/login', { replace: true, state: { from: '/staff' } }));
  };
}
