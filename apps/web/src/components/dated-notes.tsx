import { formatUkDate } from '@coaching/shared/rules/dates';

type Note = { date: string; note: string };

/** Coach's notes as a summary list: the date (DD/MM/YYYY), what was noted, and an optional action. */
export function DatedNotes<N extends Note>({
  notes,
  action,
}: {
  notes: N[];
  action?: (note: N) => React.ReactNode;
}) {
  return (
    <dl className="summary-list">
      {notes.map((note) => (
        <div className="summary-list__row" key={`${note.date} ${note.note}`}>
          <dt className="summary-list__key">{formatUkDate(note.date)}</dt>
          <dd className="summary-list__value">{note.note}</dd>
          {action ? <dd className="summary-list__actions">{action(note)}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
