import { Link } from 'react-router';

export function Brand() {
  return (
    <Link to="/" className="brand" aria-label="Live Well Coaching home">
      <svg className="brand__logo" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="6" fill="#fff" />
        <path d="M16 25s-9-5.6-9-11.5A5 5 0 0 1 16 11a5 5 0 0 1 9 2.5C25 19.4 16 25 16 25z" fill="#005eb8" />
      </svg>
      <span className="brand__name">Live Well Coaching</span>
    </Link>
  );
}
