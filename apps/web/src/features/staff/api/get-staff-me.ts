import type { StaffMe } from '@coaching/shared/schemas/staff-auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { data, staffApi } from '../lib/staff-api.ts';
import { useStaffToken } from '../lib/staff-token.ts';

export const staffMeQuery = queryOptions({
  queryKey: ['staff', 'me'],
  queryFn: () => staffApi.get<{ data: StaffMe }>('me').then(data),
  retry: false,
  staleTime: 60_000,
});

export type StaffSession =
  | { status: 'loading'; me: undefined }
  | { status: 'logged-out'; me: undefined }
  | { status: 'logged-in'; me: StaffMe };

/** Logged in means a stored staff token that still answers GET staff/me. */
export function useStaffSession(): StaffSession {
  const hasToken = useStaffToken() !== null;
  const query = useQuery({ ...staffMeQuery, enabled: hasToken });
  if (hasToken && query.isPending) return { status: 'loading', me: undefined };
  if (hasToken && query.data) return { status: 'logged-in', me: query.data };
  return { status: 'logged-out', me: undefined };
}

/** For screens inside the logged-in staff layout. */
export function useStaffMe(): StaffMe {
  const session = useStaffSession();
  if (session.status !== 'logged-in') throw new Error('useStaffMe needs a logged-in staff session');
  return session.me;
}
