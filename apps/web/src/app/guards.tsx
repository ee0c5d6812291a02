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
  if (signedOutElsewhere(session)) return <SignedOutElsewhere />;
  if (session.status === 'logged-in') return session.profile.coaching_ended ? <CoachingEnded /> : <Outlet />;
  return <Navigate to="/" replace state={{ returnTo: `${location.pathname}${location.search}` }} />;
}

/**
 * Another tab signed out (the tabs share local storage). Read as each signed-in page opens: a page
 * already open keeps its form and asks to sign in again on sending.
 */
export const signedOutElsewhere = (session: Session) =>
  session.status === 'logged-in' && tokenStorage.get() === null;

/** Opening a page after another tab signed out signs this tab out too. */
export function SignedOutElsewhere() {
  const logOut = useLogOut();
  // biome-ignore lint/correctness/useExhaustiveDependencies: signs out once, as the page opens.
  useEffect(() => {
    void logOut();
  }, []);
  return <Loading />;
}

/** Login, reset and confirmation pages; a logged-in client is sent home. */
export function LoggedOutOnly() {
  const session = useSession();
  if (session.status === 'loading') return <Loading />;
  return session.status === 'logged-out' ? <Outlet /> : <Navigate to="/" replace />;
}
