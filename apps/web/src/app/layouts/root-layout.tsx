import { Outlet, ScrollRestoration } from 'react-router';
import { Loading } from '../../components/loading.tsx';
import { UpdateReadyNotice } from '../../components/update-ready-notice.tsx';
import { useFocusHeadingOnNavigate } from '../../components/use-focus-heading.ts';
import { useSession } from '../../features/auth/api/get-profile.ts';
import { SignInAgain } from '../../features/auth/components/sign-in-again.tsx';
import { useHeaderNoticesPending } from '../../features/dashboard/components/header-notices.tsx';
import { LoggedInHeader } from './logged-in-header.tsx';
import { Footer, LoggedOutHeader } from './logged-out-header.tsx';

export function RootLayout() {
  const session = useSession();
  const noticesPending = useHeaderNoticesPending();
  useFocusHeadingOnNavigate();
  if (session.status === 'loading' || noticesPending) {
    // Nothing here stays once the page is ready: the header is replaced and `main` is a new element, so
    // what the person saw while waiting is not pushed down the screen (no layout shift).
    return (
      <>
        <LoggedOutHeader />
        <main key="loading" className="width-container main">
          <Loading />
        </main>
      </>
    );
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
      {session.status === 'logged-in' ? <SignInAgain profile={session.profile} /> : null}
      <ScrollRestoration />
    </>
  );
}
