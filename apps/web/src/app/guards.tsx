import { Navigate, Outlet, useLocation } from 'react-router';
import { Loading } from '../components/loading.tsx';
import { useSession } from '../features/auth/api/get-profile.ts';

/**
 * The portal's logged-in routes; a visitor is sent to the login page at /, which brings them back
 * here once signed in (a tapped notification opens the page it is about, issue 32).
 */
export function LoggedInOnly() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <Loading />;
  if (session.status === 'logged-in') return <Outlet />;
  return <Navigate to="/" replace state={{ returnTo: `${location.pathname}${location.search}` }} />;
}

/** Login, reset and confirmation pages; a logged-in client is sent home. */
export function LoggedOutOnly() {
  const session = useSession();
  if (session.status === 'loading') return <Loading />;
  return session.status === 'logged-out' ? <Outlet /> : <Navigate to="/" replace />;
}
