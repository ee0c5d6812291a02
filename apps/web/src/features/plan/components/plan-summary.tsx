import { canMessage } from '@coaching/shared/rules/navigation';
import { plural } from '@coaching/shared/rules/wording';
import type { PlanView } from '@coaching/shared/schemas/plan';
import { Link } from 'react-router';
import { useOpenActionCount, useUnreadMessageCount } from '../api/get-plan-counts.ts';

/** The action count, and the message badge only for plans with messaging (portal §2). */
export function PlanSummary({ plan }: { plan: PlanView }) {
  const actions = useOpenActionCount();
  const messaging = canMessage(plan);
  const unread = useUnreadMessageCount();
  return (
    <ul className="plan-summary">
      <li>
        <Link to="/actions">
          {actions.data === undefined ? 'Your actions' : `You have ${plural(actions.data, 'action')} to do`}
        </Link>
      </li>
      {messaging ? (
        <li>
          <Link to="/messages">
            Messages from your coach
            {unread.data ? (
              <>
                {' '}
                <span className="badge" data-testid="message-badge">
                  {unread.data}
                </span>
                <span className="visually-hidden"> unread</span>
              </>
            ) : null}
          </Link>
        </li>
      ) : null}
    </ul>
  );
}
