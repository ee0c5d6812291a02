import type { NavLink as Destination } from '@coaching/shared/rules/navigation';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { Brand } from './brand.tsx';

/** Holds the place of a header control drawn once it is known or loaded, so nothing beside it moves. */
export function HeldPlace({ children, className = '' }: { children: ReactNode; className?: string }) {
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
 * The signed-in header's shape, shared by the header itself and the frame drawn before the profile is
 * known (signed-in-frame.tsx), so the one replaces the other without anything moving. The welcome line
 * and the notices belong to the banner landmark too: every part of a page sits in one.
 */
export function SignedInHeaderShell({
  links,
  bell,
  logOut,
  welcome,
  children,
}: {
  links: readonly Destination[];
  bell: ReactNode;
  logOut: ReactNode;
  welcome: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header>
      <div className="header">
        <div className="width-container header__row">
          <Brand />
          <div className="header__actions">
            {bell}
            <Link to="/help" className="button button--header">
              Get In Touch
            </Link>
            {logOut}
          </div>
        </div>
        <nav className="nav" aria-label="Main">
          <ul className="width-container nav__list">
            {links.map((link) => (
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
        <div className="welcome-banner">{welcome}</div>
        {children}
      </div>
    </header>
  );
}
