import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Loading } from '../../components/loading.tsx';
import { DashboardLead } from '../../features/dashboard/components/dashboard-lead.tsx';
import { loadDashboardPage } from '../home.tsx';
import { HeldBellPlace, HeldPlace, SignedInHeaderShell } from './signed-in-header-shell.tsx';

/** The links every client's navigation has, whatever their plan (portalNavigation). */
const EVERY_CLIENTS_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/account', label: 'Account' },
];

/**
 * What a signed-in client sees while their profile loads (issue 36): the logged-in header's shape
 * with only what every client has (Home, Account, Get In Touch), no name, and at `/` the dashboard's
 * heading and lead. The build draws it to HTML for `/` (render-page.tsx), so the dashboard paints before its
 * JavaScript; nothing in it is personal, as the server cannot tell who is signed in.
 */
export function SignedInFrame() {
  const atDashboard = useLocation().pathname === '/';
  useEffect(() => {
    if (atDashboard)
      loadDashboardPage().catch((error: unknown) => console.error('the dashboard did not load', error));
  }, [atDashboard]);
  return (
    <>
      <SignedInHeaderShell
        links={EVERY_CLIENTS_LINKS}
        bell={<HeldBellPlace />}
        logOut={<HeldPlace>Log out</HeldPlace>}
        welcome={<p className="skeleton-line" />}
      />
      <main key="loading" className="width-container main">
        {atDashboard ? (
          <>
            <h1 className="heading-xl">Next steps</h1>
            <DashboardLead />
          </>
        ) : null}
        <Loading />
      </main>
    </>
  );
}
