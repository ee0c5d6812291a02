import { Link, NavLink } from 'react-router';
import { ServicePhone } from '../../components/service-phone.tsx';
import { servicePhoneHref, socialLinks } from '../../lib/service-info.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { Brand } from './brand.tsx';

const PUBLIC_SITE = [
  { href: 'https://www.nhs.uk/live-well/', label: 'Healthy living' },
  { href: 'https://www.nhs.uk/better-health/', label: 'Better Health' },
];

export function LoggedOutHeader() {
  return (
    <header className="header">
      <div className="width-container header__row">
        <Brand />
        <div className="header__actions">
          <p className="header__phone">
            Call free <ServicePhone />
          </p>
          <a href={servicePhoneHref} className="button button--header">
            Contact Us
          </a>
        </div>
      </div>
      <nav className="nav" aria-label="Main">
        <ul className="width-container nav__list">
          <li>
            <NavLink to="/" end className="nav__link">
              Sign In
            </NavLink>
          </li>
          <li>
            <NavLink to="/register" className="nav__link">
              Register
            </NavLink>
          </li>
          {PUBLIC_SITE.map((link) => (
            <li key={link.href}>
              <a href={link.href} className="nav__link" rel="noopener">
                {link.label}
                <span className="visually-hidden"> (opens the NHS website)</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

export function Footer() {
  const links = useHydrated() ? socialLinks : [];
  return (
    <footer className="footer">
      <div className="width-container footer__row">
        <div>
          <h2 className="heading-s">Contact us</h2>
          <p>
            Call free on <ServicePhone />
          </p>
          {links.length ? (
            <ul className="footer__links" aria-label="Social media">
              {links.map((link) => (
                <li key={link.label}>
                  <a href={link.href} rel="noopener">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div>
          <h2 className="heading-s">About this service</h2>
          <ul className="footer__links">
            <li>
              <Link to="/privacy">Privacy policy</Link>
            </li>
            <li>
              <Link to="/terms">Terms of service</Link>
            </li>
            <li>
              <Link to="/accessibility">Accessibility statement</Link>
            </li>
          </ul>
          <p className="footer__address">
            Live Well Coaching is a free public health service. Registered office: County Hall, Colliton Park,
            Dorchester DT1 1XJ.
          </p>
        </div>
      </div>
    </footer>
  );
}
