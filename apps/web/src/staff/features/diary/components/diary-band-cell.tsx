import type { SessionStatus } from '@coaching/shared/constants';
import type { DiaryWeek } from '@coaching/shared/schemas/staff-diary';
import { Link } from 'react-router';
import { fullName } from '../../../lib/format.ts';
import { SESSION_TYPE_LABELS } from '../../../lib/session-labels.ts';

type DiaryDay = DiaryWeek['days'][number];
type DiaryBand = DiaryDay['bands'][number];

/** What became of a past session, in words beside it (upcoming ones need none). */
const OUTCOME: Partial<Record<SessionStatus, string>> = { complete: 'held', missed: 'missed' };

/** How many places the band offers; nothing on a day that cannot be booked (the day says why). */
function PlacesTag({ band, bookable }: { band: DiaryBand; bookable: boolean }) {
  const upcoming = band.sessions.filter((s) => s.status === 'due').length;
  if (!band.in_pattern) return <span className="tag">Not offered</span>;
  if (upcoming > band.capacity) {
    return <span className="tag tag--red">{`${upcoming} booked, ${band.capacity} fit`}</span>;
  }
  if (!bookable) return null;
  return band.free === 0 ? (
    <span className="tag tag--red">Full</span>
  ) : (
    <span className="tag">{`${band.free} of ${band.capacity} free`}</span>
  );
}

/** A band of a day: its sessions (held and missed ones said so) and the places it offers. */
export function DiaryBandCell({ band, bookable }: { band: DiaryBand; bookable: boolean }) {
  return (
    <>
      {band.sessions.length > 0 ? (
        <ul className="action-list">
          {band.sessions.map((s) => {
            const outcome = OUTCOME[s.status];
            return (
              <li key={s.session_id}>
                <Link to={`/staff/clients/${s.client_id}/sessions`}>{fullName(s)}</Link> (
                {SESSION_TYPE_LABELS[s.type]}
                {outcome ? `, ${outcome}` : ''})
              </li>
            );
          })}
        </ul>
      ) : null}
      <PlacesTag band={band} bookable={bookable} />
    </>
  );
}
