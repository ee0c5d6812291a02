import { type ReactNode, useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { Loading } from '../../components/loading.tsx';
import { loadDashboardPage } from '../home.tsx';
import { Brand } from './brand.tsx';

/** Holds the place of a header control drawn once it is known or loaded, so nothing beside it moves. */
function HeldPlace({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <span className={`button button--header-secondary held-place ${className}`.trim()} aria-hidden="true">
      {children}
    </span>
  );
}

/** The notification bell's place: its button's words and count badge (notification-bell.tsx). */
export function HeldBellPlace() {
  return (
    <HeldPlace className="bell__toggle">
      Notifications<span className="badge bell__count">0</span>
    </HeldPlace>
  );
}

/**
 * What a signed-in client sees while their profile loads (issue 36): the logged-in header's shape
 * with only what every client has (Home, Account, Get In Touch), no name, and at `/` the dashboard's
 * heading. The build draws it to HTML for `/` (render-page.tsx), so the dashboard paints before its
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
      <header>
        <div className="header">
          <div className="width-container header__row">
            <Brand />
            <div className="header__actions">
              <HeldBellPlace />
              <Link to="/help" className="button button--header">
                Get In Touch
              </Link>
              <HeldPlace>Log out</HeldPlace>
            </div>
          </div>
          <nav className="nav" aria-label="Main">
            <ul className="width-container nav__list">
              <li>
                <Link to="/" className="nav__link">
                  Home
                </Link>
              </li>
              <li>
                <Link to="/account" className="nav__link">
                  Account
                </Link>
              </li>
            </ul>
          </nav>
        </div>
        <div className="width-container">
          <div className="welcome-banner">
            <p className="skeleton-line" />
          </div>
        </div>
      </header>
      <main key="loading" className="width-container main">
        {atDashboard ? <h1 className="heading-xl">Next steps</h1> : null}
        <Loading />
      </main>
    </>
  );
}
