import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useSession } from '../../features/auth/api/get-profile.ts';
import { Loading } from '../guards.tsx';
import { LoggedInHeader } from './logged-in-header.tsx';
import { Footer, LoggedOutHeader } from './logged-out-header.tsx';

/** After a client-side navigation, focus the new page's heading so screen readers announce it. */
function useFocusHeadingOnNavigate() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const timer = window.setTimeout(() => {
      const heading = document.querySelector<HTMLElement>('main [data-page-heading], main h1');
      if (heading && !heading.contains(document.activeElement)) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus();
      }
    }, 50);
    return () => window.clearTimeout(timer);
  }, [pathname]);
}

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
