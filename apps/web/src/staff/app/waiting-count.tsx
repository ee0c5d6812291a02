import { Link } from 'react-router';
import { useWaitingCount } from './api/get-waiting-count.ts';

/**
 * The console header's count of clients waiting for a reply, kept up to date on every page; it links
 * to My day's list of them.
 */
export function WaitingCount() {
  const waiting = useWaitingCount();
  if (waiting.data === undefined) return null;
  const count = waiting.data;
  return (
    <p className="staff-header__waiting" role="status">
      <Link to="/staff#messages-waiting">
        {count === 0 ? 'No messages waiting' : `Messages waiting: ${count.toLocaleString('en-GB')}`}
      </Link>
    </p>
  );
}
