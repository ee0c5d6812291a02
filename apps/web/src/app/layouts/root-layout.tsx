import { lazy, Suspense, useDeferredValue } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { UpdateReadyNotice } from '../../components/update-ready-notice.tsx';
import { useFocusHeadingOnNavigate } from '../../components/use-focus-heading.ts';
import { useSession } from '../../features/auth/api/get-profile.ts';
import { useHeaderNoticesPending } from '../../features/dashboard/components/header-notices.tsx';
import { LoggedInHeader } from './logged-in-header.tsx';
import { Footer, LoggedOutHeader } from './logged-out-header.tsx';
import { SignedInFrame } from './signed-in-frame.tsx';

// Only a signed-in client can need it, so it stays out of the first load of the public pages.
const SignInAgainStep = lazy(() =>
  import('../../features/auth/components/sign-in-again-step.tsx').then((m) => ({
    default: m.SignInAgainStep,
  })),
);

export function RootLayout() {
  const session = useSession();
  const noticesPending = useHeaderNoticesPending();
  useFocusHeadingOnNavigate();
  const waiting = session.status === 'loading' || noticesPending;
  // The page replaces the frame in a deferred render, which React does in short slices, so the first
  // draw of a signed-in page never blocks the main thread for long (issue 36).
  const stillWaiting = useDeferredValue(waiting);
  if (waiting || stillWaiting) {
    // Only a stored token gets here. Nothing of the frame stays once the page is ready: the header and
    // `main` are new elements, so what the person saw while waiting is not pushed down (no layout shift).
    return <SignedInFrame />;
  }
  return (
    <>
      <a href="#main-content" className="skip-link">
        Skip to main content
      </a>
      {session.status === 'logged-in' ? <LoggedInHeader profile={session.profile} /> : <LoggedOutHeader />}
      <main key="page" id="main-content" className="width-container main" tabIndex={-1}>
        <UpdateReadyNotice />
        <Outlet />
      </main>
      <Footer />
      {session.status === 'logged-in' ? (
        <Suspense fallback={null}>
          <SignInAgainStep profile={session.profile} />
        </Suspense>
      ) : null}
      <ScrollRestoration />
    </>
  );
}
