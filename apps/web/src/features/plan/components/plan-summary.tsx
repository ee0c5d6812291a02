import { canMessage } from '@coaching/shared/rules/navigation';
import type { PlanView } from '@coaching/shared/schemas/plan';
import { Link } from 'react-router';
import { useOpenActionCount, useUnreadMessageCount } from '../api/get-plan-counts.ts';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The action count, and the message badge only for plans with messaging (portal §2). */
export function PlanSummary({ plan }: { plan: PlanView }) {
  const actions = useOpenActionCount();
  const messaging = canMessage(plan);
  const unread = useUnreadMessageCount();
  return (
    <ul className="plan-summary">
      <li>
        <Link to="/actions">
          {actions.data === undefined
            ? 'Your actions'
            : `You have ${plural(actions.data, 'action', 'actions')} to do`}
        </Link>
      </li>
      {messaging ? (
        <li>
          <Link to="/messages">
            Messages from your coach{' '}
            <span className="badge" data-testid="message-badge">
              {unread.data ?? 0}
            </span>
            <span className="visually-hidden"> unread</span>
          </Link>
        </li>
      ) : null}
    </ul>
  );
}
