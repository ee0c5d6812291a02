import { formatUkDate } from '@coaching/shared/rules/dates';
import type { SelfLogMeasure } from '@coaching/shared/rules/self-log';
import { formatEntryValue } from '@coaching/shared/rules/self-log-display';
import type { SelfLogEntry } from '@coaching/shared/schemas/self-log';
import { Button } from '../../../components/button.tsx';
import { Notice } from '../../../components/inset.tsx';
import { useDeleteEntry } from '../api/delete-entry.ts';

/** The week's entries of the measure, newest first; each can be deleted while it is still editable. */
export function RecentEntries({
  measure,
  entries,
}: {
  measure: SelfLogMeasure;
  entries: readonly SelfLogEntry[];
}) {
  const remove = useDeleteEntry();
  const recent = entries.filter((e) => e.measure === measure && e.editable).reverse();
  if (recent.length === 0) return null;
  return (
    <section aria-labelledby="recent-heading">
      <h2 className="heading-m" id="recent-heading">
        Your last 7 days
      </h2>
      <p className="hint">To change a day, choose it above and save again.</p>
      {remove.isError ? (
        <Notice kind="error">
          <p>We could not delete that entry. Please try again.</p>
        </Notice>
      ) : null}
      <table className="table">
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
              <th scope="row">{formatUkDate(entry.day)}</th>
              <td>
                {formatEntryValue(entry)}
                {entry.note ? <span className="secondary-text"> ({entry.note})</span> : null}
              </td>
              <td>
                <Button variant="link" onClick={() => remove.mutate(entry.id)}>
                  Delete <span className="visually-hidden">the entry of {formatUkDate(entry.day)}</span>
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
