import { Link, Navigate, NavLink, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Loading } from '../../components/loading.tsx';
import { useFocusHeadingOnNavigate } from '../../components/use-focus-heading.ts';
import { useLogOutStaff } from '../features/login/api/log-out-staff.ts';
import { SignInAgainDialog } from '../features/login/components/sign-in-again-dialog.tsx';
import { type StaffSession, useStaffSession } from '../lib/api/get-staff-me.ts';
import './staff.css';
import { useSessionKeptWhileUsed } from './use-session-kept-while-used.ts';
import { WaitingCount } from './waiting-count.tsx';

const COACH_LINKS = [
  { to: '/staff', label: 'My day' },
  { to: '/staff/clients', label: 'Clients' },
  { to: '/staff/diary', label: 'Diary' },
  { to: '/staff/availability', label: 'Availability' },
  { to: '/staff/insight', label: 'Insight' },
];
const ADMIN_LINKS = [
  { to: '/staff/content/articles', label: 'Content' },
  { to: '/staff/accounts', label: 'Staff accounts' },
  { to: '/staff/audit', label: 'Audit log' },
  { to: '/staff/report', label: 'Outcome report' },
];
const ACCOUNT_LINK = { to: '/staff/account', label: 'Your account' };

function StaffHeader({ session }: { session: StaffSession }) {
  const logOut = useLogOutStaff();
  const me = session.me;
  const links = [...COACH_LINKS, ...(me?.role === 'admin' ? ADMIN_LINKS : []), ACCOUNT_LINK];
  return (
    <header className="header">
      <div className="width-container staff-main header__row">
        <Link to="/staff" className="brand">
          <span className="brand__name">Live Well Coaching: staff</span>
        </Link>
        {me ? (
          <div className="header__actions">
            <WaitingCount />
            <p className="staff-header__role">
              {me.name} ({me.role === 'admin' ? 'administrator' : 'coach'})
            </p>
            <button type="button" className="button button--header-secondary" onClick={() => logOut()}>
              Log out
            </button>
          </div>
        ) : null}
      </div>
      {me ? (
        <nav className="nav" aria-label="Staff">
          <ul className="width-container staff-main nav__list">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/staff'} className="nav__link">
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}

function Content({ session }: { session: StaffSession }) {
  const { pathname } = useLocation();
  const atLogin = pathname === '/staff/login';
  if (session.status === 'loading') return <Loading />;
  if (session.status === 'logged-out' && !atLogin) {
    return <Navigate to="/staff/login" replace state={{ from: pathname }} />;
  }
  if (session.status === 'logged-in' && atLogin) return <Navigate to="/staff" replace />;
  return <Outlet />;
}

/** The staff console's own frame: its header and navigation, and the login gate for every screen. */
export function StaffLayout() {
  const session = useStaffSession();
  useFocusHeadingOnNavigate();
  useSessionKeptWhileUsed(session.status === 'logged-in');
  return (
    <>
      <a href="#main-content" className="skip-link">
        Skip to main content
      </a>
      <StaffHeader session={session} />
      <main id="main-content" className="width-container main staff-main" tabIndex={-1}>
        <Content session={session} />
      </main>
      {session.status === 'logged-in' ? <SignInAgainDialog me={session.me} /> : null}
      <ScrollRestoration />
    </>
  );
}
