import { Button } from '../../components/button.tsx';
import { formatUkDateTime } from '../lib/format.ts';
import { useStillOpen } from '../lib/use-still-open.ts';

type Props = {
  status: 'complete' | 'missed';
  /** Until when it can be undone (the session's `undo_until`); the button goes when it passes. */
  until: string;
  /** The session in words, for screen readers ("first chat on 02/03/2026"). */
  what: string;
  onUndo: () => void;
};

/**
 * Undo for a session just marked held or missed, shown for the 10 minutes it can be undone
 * (STATUS_UNDO_MINUTES in rules/session-undo.ts; the service refuses it after that, or to anyone else).
 */
export function UndoMarkedButton({ status, until, what, onUndo }: Props) {
  const open = useStillOpen(until);
  if (!open) return null;
  return (
    <Button variant="secondary" onClick={onUndo}>
      Undo {status === 'complete' ? 'held' : 'missed'}{' '}
      <span className="visually-hidden">{`for the ${what}, possible until ${formatUkDateTime(until)}`}</span>
    </Button>
  );
}
