import { STAFF_SIGNED_IN_COOKIE } from '@coaching/shared/constants';
import type { StaffMe } from '@coaching/shared/schemas/staff-auth';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { data, staffApi } from '../staff-api.ts';
import { staffSession, useStaffSessionState } from '../staff-session.ts';

export const staffMeQuery = queryOptions({
  queryKey: ['staff', 'me'],
  queryFn: async () => {
    const me = await staffApi.get<{ data: StaffMe }>('me').then(data);
    if (me.csrf_token) staffSession.known(me.csrf_token);
    return me;
  },
  retry: false,
  staleTime: 60_000,
});

export type StaffSession =
  | { status: 'loading'; me: undefined }
  | { status: 'logged-out'; me: undefined }
  | { status: 'logged-in'; me: StaffMe };

/**
 * Logged in means GET staff/me answers with the session cookie. A new tab asks; a tab whose session
 * ended (here or in another tab) forgets what the console loaded.
 */
export function useStaffSession(): StaffSession {
  // Set beside the HttpOnly session cookie at sign-in (readable, no secret): without it there is no
  // session to ask about, and a 401 would be logged on every visit to the sign-in page.
  const signedOut =
    useStaffSessionState() === 'signed-out' ||
    !document.cookie.split('; ').includes(`${STAFF_SIGNED_IN_COOKIE}=1`);
  const queryClient = useQueryClient();
  const query = useQuery({ ...staffMeQuery, enabled: !signedOut });
  useEffect(() => {
    if (signedOut) queryClient.removeQueries({ queryKey: ['staff'] });
  }, [signedOut, queryClient]);
  if (signedOut) return { status: 'logged-out', me: undefined };
  if (query.data) return { status: 'logged-in', me: query.data };
  if (query.isPending) return { status: 'loading', me: undefined };
  return { status: 'logged-out', me: undefined };
}

/** For screens inside the logged-in staff layout. */
export function useStaffMe(): StaffMe {
  const session = useStaffSession();
  if (session.status !== 'logged-in') throw new Error('useStaffMe needs a logged-in staff session');
  return session.me;
}
