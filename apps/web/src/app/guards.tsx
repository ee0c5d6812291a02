import { Navigate, Outlet } from 'react-router';
import { Loading } from '../components/loading.tsx';
import { useSession } from '../features/auth/api/get-profile.ts';

/** The portal's logged-in routes; a visitor is sent to the login page at /. */
export function LoggedInOnly() {
  const session = useSession();
  if (session.status === 'loading') return <Loading />;
  return session.status === 'logged-in' ? <Outlet /> : <Navigate to="/" replace />;
}

/** Login, reset and confirmation pages; a logged-in client is sent home. */
export function LoggedOutOnly() {
  const session = useSession();
  if (session.status === 'loading') return <Loading />;
  return session.status === 'logged-out' ? <Outlet /> : <Navigate to="/" replace />;
}
