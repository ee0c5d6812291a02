import type { Profile } from '@coaching/shared/schemas/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isSignedOutError, withToken } from '../../../lib/api-client.ts';
import { clientOwner, draftsBelongTo } from '../../../lib/kept-drafts.ts';
import { followSignedIn } from '../../../lib/signed-in-hint.ts';
import { useToken } from '../../../lib/token-storage.ts';

export const getProfile = (token?: string) =>
  api.get<{ data: Profile }>('mlw/me', withToken(token)).then((r) => r.data);

/**
 * A stored token the service no longer accepts (its sign-in expired, or ended elsewhere) signs nobody
 * in: the hint cookie follows, so the next visit to `/` paints the sign-in page, not the signed-in
 * frame (docs/decisions.md, Performance). The token itself stays, for signing in again in place.
 */
function forgetHintWhenSignedOut(error: unknown): never {
  if (isSignedOutError(error)) followSignedIn(false);
  throw error;
}

/**
 * The signed-in client: the tab's drafts are theirs from now on (another client's are discarded
 * before any page can show them).
 */
export function signedInAs(profile: Profile): Profile {
  draftsBelongTo(clientOwner(profile.id));
  return profile;
}

/** The profile as the profile query reads it, from GET mlw/me or the dashboard's one answer. */
export const signedInProfile = (answer: Promise<Profile>) => answer.then(signedInAs, forgetHintWhenSignedOut);

export const profileQuery = queryOptions({
  queryKey: ['me'],
  queryFn: () => signedInProfile(getProfile()),
  retry: false,
  // Refused stays refused until the person signs in again: asking again as each screen mounts made a
  // refused token loop for ever, the frame and the sign-in page each mounting the other (a query asked
  // again without data is pending again).
  retryOnMount: false,
  staleTime: 30_000,
});

export type Session =
  | { status: 'loading'; profile: undefined }
  | { status: 'logged-out'; profile: undefined }
  | { status: 'logged-in'; profile: Profile };

/**
 * Logged in means a profile that loaded with a stored token (portal §4). Signing out here clears it;
 * signing out in another tab takes only the token (the tabs share local storage), and this tab stays
 * on its page, where the next write asks to sign in again in place (issue #28).
 */
export function useSession(): Session {
  const hasToken = useToken() !== null;
  const query = useQuery({ ...profileQuery, enabled: hasToken });
  if (query.data) return { status: 'logged-in', profile: query.data };
  if (hasToken && query.isPending) return { status: 'loading', profile: undefined };
  return { status: 'logged-out', profile: undefined };
}

/** For screens that only render when logged in. */
export function useProfile(): Profile {
  const session = useSession();
  if (session.status !== 'logged-in') throw new Error('useProfile needs a logged-in session');
  return session.profile;
}
