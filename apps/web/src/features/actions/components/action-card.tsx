import { formatUkDate } from '@coaching/shared/rules/dates';
import { truncateText } from '@coaching/shared/rules/text';
import type { ActionView } from '@coaching/shared/schemas/actions';
import { useId, useState } from 'react';
import { Button } from '../../../components/button.tsx';

/** One action: the description cut at 77 characters (portal §9), with a control to read it all. */
export function ActionCard({
  action,
  onChange,
}: {
  action: ActionView;
  onChange: (status: ActionView['status']) => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  const short = truncateText(action.description);
  const isCut = short !== action.description;
  const done = action.status === 'complete';
  return (
    <article className="card">
      <h2 className="heading-s">{action.title}</h2>
      {action.due_date ? <p className="secondary-text">Due {formatUkDate(action.due_date)}</p> : null}
      <p id={textId}>{expanded ? action.description : short}</p>
      {isCut ? (
        <p>
          <button
            type="button"
            className="button button--link"
            aria-expanded={expanded}
            aria-controls={textId}
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? 'Show less' : 'Show more'}
            <span className="visually-hidden"> of {action.title}</span>
          </button>
        </p>
      ) : null}
      <Button
        variant={done ? 'secondary' : 'primary'}
        onClick={() => onChange(done ? 'incomplete' : 'complete')}
      >
        {done ? 'Mark as not done' : 'Mark as complete'}
        <span className="visually-hidden">: {action.title}</span>
      </Button>
    </article>
  );
}
