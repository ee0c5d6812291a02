import { NavLink } from 'react-router';

const LINKS = [
  { to: '/staff/content/articles', label: 'Articles' },
  { to: '/staff/content/events', label: 'Events' },
  { to: '/staff/content/dropdowns', label: 'Dropdown lists' },
];

export function ContentNav() {
  return (
    <nav aria-label="Content">
      <ul className="staff-subnav">
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to}>{link.label}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
