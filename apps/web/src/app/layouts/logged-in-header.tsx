import { portalNavigation } from '@coaching/shared/rules/navigation';
import type { Profile } from '@coaching/shared/schemas/profile';
import { Link, NavLink } from 'react-router';
import { useLogOut } from '../../features/auth/api/log-out.ts';
import { HeaderNotices } from '../../features/dashboard/components/header-notices.tsx';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { Brand } from './brand.tsx';

export function LoggedInHeader({ profile }: { profile: Profile }) {
  const logOut = useLogOut();
  // The welcome line and the notices belong to the banner landmark too: every part of a page sits in one.
  return (
    <header>
      <div className="header">
        <div className="width-container header__row">
          <Brand />
          <div className="header__actions">
            <NotificationBell />
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
