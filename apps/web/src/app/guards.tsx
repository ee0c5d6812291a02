import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Loading } from '../components/loading.tsx';
import { type Session, useSession } from '../features/auth/api/get-profile.ts';
import { useLogOut } from '../features/auth/api/log-out.ts';
import { tokenStorage } from '../lib/token-storage.ts';

const CoachingEndedPage = lazy(() =>
  import('../features/account/components/coaching-ended-page.tsx').then((m) => ({
    default: m.CoachingEndedPage,
  })),
);

/** A discharged client's every page (issue 29): only discharged clients load it. */
export function CoachingEnded() {
  return (
    <Suspense fallback={<Loading />}>
      <CoachingEndedPage />
    </Suspense>
  );
}

/**
 * The portal's logged-in routes; a visitor is sent to the login page at /, which brings them back
 * here once signed in (a tapped notification opens the page it is about, issue 32). A discharged
 * client sees only that their coaching has ended, with their data to download (issue 29).
 */
export function LoggedInOnly() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <Loading />;
  if (changedElsewhere(session)) return <ChangedElsewhere />;
  if (session.status === 'logged-in') return session.profile.coaching_ended ? <CoachingEnded /> : <Outlet />;
  return <Navigate to="/" replace state={{ returnTo: `${location.pathname}${location.search}` }} />;
}

/**
 * Another tab signed out, or signed someone in (the tabs share local storage). Read as each signed-in
 * page opens: a page already open keeps its form, sends it only with its own sign-in, and asks to
 * sign in again on sending once that has ended.
 */
export const changedElsewhere = (session: Session) =>
  session.status === 'logged-in' && tokenStorage.changedElsewhere();

/**
 * Opening a page after another tab signed out signs this tab out too; after it signed someone in,
 * this tab goes on as them, with nothing of the last client's left (their profile and lists go now,
 * their drafts once the new profile shows who it is).
 */
export function ChangedElsewhere() {
  const logOut = useLogOut();
  const queryClient = useQueryClient();
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows once, as the page opens.
  useEffect(() => {
    if (!tokenStorage.followElsewhere()) return void logOut();
    queryClient.clear();
  }, []);
  return <Loading />;
}

/** Login, reset and confirmation pages; a logged-in client is sent home. */
export function LoggedOutOnly() {
  const session = useSession();
  if (session.status === 'loading') return <Loading />;
  return session.status === 'logged-out' ? <Outlet /> : <Navigate to="/" replace />;
}
