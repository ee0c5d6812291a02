import { portalNavigation } from '@coaching/shared/rules/navigation';
import type { Profile } from '@coaching/shared/schemas/profile';
import { lazy, Suspense } from 'react';
import { Link, NavLink } from 'react-router';
import { useLogOut } from '../../features/auth/api/log-out.ts';
import { HeaderNotices } from '../../features/dashboard/components/header-notices.tsx';
import { Brand } from './brand.tsx';
import { HeldBellPlace } from './signed-in-frame.tsx';

// Signed-in only, so out of the public pages' first load (issue 36); its place is held while it loads.
const NotificationBell = lazy(() =>
  import('../../features/notifications/components/notification-bell.tsx').then((m) => ({
    default: m.NotificationBell,
  })),
);

export function LoggedInHeader({ profile }: { profile: Profile }) {
  const logOut = useLogOut();
  // The welcome line and the notices belong to the banner landmark too: every part of a page sits in one.
  return (
    <header>
      <div className="header">
        <div className="width-container header__row">
          <Brand />
          <div className="header__actions">
            <Suspense fallback={<HeldBellPlace />}>
              <NotificationBell />
            </Suspense>
            <Link to="/help" className="button button--header">
              Get In Touch
            </Link>
            <button type="button" className="button button--header-secondary" onClick={() => logOut()}>
              Log out
            </button>
          </div>
        </div>
        <nav className="nav" aria-label="Main">
          <ul className="width-container nav__list">
            {portalNavigation(profile.plan).map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className="nav__link">
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="width-container">
        <div className="welcome-banner">
          <p>
            Welcome, <strong>{profile.first_name}</strong>
          </p>
        </div>
        <HeaderNotices />
      </div>
    </header>
  );
}
