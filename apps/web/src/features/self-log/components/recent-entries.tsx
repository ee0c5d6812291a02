import { formatUkDate } from '@coaching/shared/rules/dates';
import type { SelfLogMeasure } from '@coaching/shared/rules/self-log';
import { formatEntryValue } from '@coaching/shared/rules/self-log-display';
import type { SelfLogEntry } from '@coaching/shared/schemas/self-log';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { CellLabel } from '../../../components/cell-label.tsx';
import { Notice } from '../../../components/inset.tsx';
import { useFocusWhen } from '../../../lib/use-focus-when.ts';
import { useDeleteEntry } from '../api/delete-entry.ts';

/**
 * The week's entries of the measure, newest first; each can be deleted while it is still editable.
 * `onDeleted` lets the page drop what it says about an entry that is gone.
 */
export function RecentEntries({
  measure,
  entries,
  onDeleted,
}: {
  measure: SelfLogMeasure;
  entries: readonly SelfLogEntry[];
  onDeleted: (id: number) => void;
}) {
  const remove = useDeleteEntry();
  const [deletedDay, setDeletedDay] = useState<string | null>(null);
  const recent = entries.filter((e) => e.measure === measure && e.editable).reverse();
  // Shown once the entry has left the list; recording that day again makes it old news.
  const deleted = deletedDay !== null && !recent.some((e) => e.day === deletedDay);
  // The Delete button leaves with its entry (the table too, with the last one).
  const status = useFocusWhen<HTMLParagraphElement>(deleted);
  const deleteEntry = (entry: SelfLogEntry) => {
    setDeletedDay(null);
    remove.mutate(entry.id, {
      onSuccess: () => {
        setDeletedDay(entry.day);
        onDeleted(entry.id);
      },
    });
  };
  return (
    <>
      {deleted ? (
        <p className="secondary-text" role="status" tabIndex={-1} ref={status}>
          The entry of {formatUkDate(deletedDay)} is deleted.
        </p>
      ) : null}
      {remove.isError ? (
        <Notice kind="error">
          <p>We could not delete that entry. Please try again.</p>
        </Notice>
      ) : null}
      {recent.length ? (
        <section aria-labelledby="recent-heading">
          <h2 className="heading-m" id="recent-heading">
            Your last 7 days
          </h2>
          <p className="hint">To change a day, choose it above and save again.</p>
          <table className="table table--stack">
            <caption className="visually-hidden">Your last 7 days</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Recorded</th>
                <th scope="col">
                  <span className="visually-hidden">Delete</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {recent.map((entry) => (
                <tr key={entry.id}>
                  <th scope="row">
                    <CellLabel>Day</CellLabel>
                    {formatUkDate(entry.day)}
                  </th>
                  <td>
                    <CellLabel>Recorded</CellLabel>
                    {formatEntryValue(entry)}
                    {entry.note ? <span className="secondary-text"> ({entry.note})</span> : null}
                  </td>
                  <td>
                    <Button variant="link" onClick={() => deleteEntry(entry)}>
                      Delete <span className="visually-hidden">the entry of {formatUkDate(entry.day)}</span>
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
    </>
  );
}
