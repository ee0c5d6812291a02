import { formatUkDate } from '@coaching/shared/rules/dates';

/** Coach's notes as a summary list: the date (DD/MM/YYYY) and what was noted. */
export function DatedNotes({ notes }: { notes: { date: string; note: string }[] }) {
  return (
    <dl className="summary-list">
      {notes.map((note) => (
        <div className="summary-list__row" key={`${note.date} ${note.note}`}>
          <dt className="summary-list__key">{formatUkDate(note.date)}</dt>
          <dd className="summary-list__value">{note.note}</dd>
        </div>
      ))}
    </dl>
  );
}
