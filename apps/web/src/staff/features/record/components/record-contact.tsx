import { formatUkDate } from '@coaching/shared/rules/dates';
import { bandLabel } from '@coaching/shared/rules/diary';
import type { ClientRecord } from '@coaching/shared/schemas/staff-clients';
import { SESSION_TYPE_LABELS } from '../../../lib/session-labels.ts';

/** Under the record's name: how to reach the client, the way they prefer, and when they are next seen. */
export function RecordContact({ record }: { record: ClientRecord }) {
  const preferred = record.contact.preferred_method ?? record.contact.contact_method;
  const next = record.next_session;
  return (
    <dl className="staff-record-contact">
      <div>
        <dt>Phone</dt>
        <dd>
          <a href={`tel:${record.phone_mobile.replace(/[^\d+]/g, '')}`}>{record.phone_mobile}</a>
        </dd>
      </div>
      <div>
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${record.email}`}>{record.email}</a>
        </dd>
      </div>
      <div>
        <dt>Prefers</dt>
        <dd>{preferred ?? 'Not chosen'}</dd>
      </div>
      <div>
        <dt>Next session</dt>
        <dd>
          {next
            ? `${formatUkDate(next.due_date)}, ${bandLabel(next.time)} (${SESSION_TYPE_LABELS[next.type]})`
            : 'None booked'}
        </dd>
      </div>
    </dl>
  );
}
