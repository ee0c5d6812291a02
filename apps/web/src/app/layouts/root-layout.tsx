import { Outlet, ScrollRestoration } from 'react-router';
import { useFocusHeadingOnNavigate } from '../../components/use-focus-heading.ts';
import { useSession } from '../../features/auth/api/get-profile.ts';
import { Loading } from '../guards.tsx';
import { LoggedInHeader } from './logged-in-header.tsx';
import { Footer, LoggedOutHeader } from './logged-out-header.tsx';

export function RootLayout() {
  const session = useSession();
  useFocusHeadingOnNavigate();
  return (
    <>
      <a href="#main-content" className="skip-link">
        Skip to main content
      </a>
      {session.status === 'logged-in' ? <LoggedInHeader profile={session.profile} /> : <LoggedOutHeader />}
      <main id="main-content" className="width-container main" tabIndex={-1}>
        {session.status === 'loading' ? <Loading /> : <Outlet />}
      </main>
      <Footer />
      <ScrollRestoration />
    </>
  );
}
