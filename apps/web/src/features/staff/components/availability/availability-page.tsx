import {
  DAY_LABELS,
  DAYS,
  type Day,
  TIME_LABELS,
  TIME_RANGES,
  TIMES,
  type TimeOfDay,
} from '@coaching/shared/constants';
import { formatUkDate } from '@coaching/shared/rules/dates';
import type { AvailabilityView } from '@coaching/shared/schemas/staff-availability';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../../components/button.tsx';
import { Notice } from '../../../../components/inset.tsx';
import { Heading, Page } from '../../../../components/page.tsx';
import { useAvailability } from '../../api/get-availability.ts';
import { useStaffMe } from '../../api/get-staff-me.ts';
import { useTeam } from '../../api/get-team.ts';
import { useSaveAvailability } from '../../api/save-availability.ts';
import { fullName } from '../format.ts';
import { Loaded } from '../loaded.tsx';
import { SESSION_TYPE_LABELS } from '../sessions/session-labels.ts';

const slotKey = (day: Day, time: TimeOfDay) => `${day}:${time}`;

function WeeklyGrid({ diary, staffId }: { diary: AvailabilityView; staffId: number | null }) {
  const save = useSaveAvailability();
  const [chosen, setChosen] = useState(() => new Set(diary.slots.map((s) => slotKey(s.day, s.time))));
  const [saved, setSaved] = useState(false);
  const toggle = (key: string, on: boolean) => {
    setSaved(false);
    const next = new Set(chosen);
    if (on) next.add(key);
    else next.delete(key);
    setChosen(next);
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const slots = DAYS.flatMap((day) =>
      TIMES.filter((time) => chosen.has(slotKey(day, time))).map((time) => ({ day, time })),
    );
    save.mutate(
      { ...(staffId === null ? {} : { staff_id: staffId }), slots },
      { onSuccess: () => setSaved(true) },
    );
  };
  return (
    <form onSubmit={submit}>
      {saved ? <Notice kind="success">Availability saved.</Notice> : null}
      {save.isError ? <Notice kind="error">Availability could not be saved. Try again.</Notice> : null}
      <div className="staff-scroll">
        <table className="table">
          <caption className="visually-hidden">Weekly time slots offered to clients</caption>
          <thead>
            <tr>
              <td />
              {TIMES.map((time) => (
                <th scope="col" key={time}>
                  {TIME_LABELS[time]}
                  <br />
                  <span className="secondary-text">{TIME_RANGES[time]}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {DAYS.map((day) => (
              <tr key={day}>
                <th scope="row">{DAY_LABELS[day]}</th>
                {TIMES.map((time) => {
                  const key = slotKey(day, time);
                  return (
                    <td key={time}>
                      <div className="choice">
                        <input
                          className="choice__input"
                          type="checkbox"
                          id={`slot-${day}-${time}`}
                          checked={chosen.has(key)}
                          onChange={(e) => toggle(key, e.target.checked)}
                        />
                        <label className="choice__label" htmlFor={`slot-${day}-${time}`}>
                          <span className="visually-hidden">
                            {DAY_LABELS[day]} {TIME_LABELS[time]}
                          </span>
                        </label>
                      </div>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Button type="submit">Save availability</Button>
    </form>
  );
}

function Booked({ diary }: { diary: AvailabilityView }) {
  return (
    <>
      <h2 className="heading-m">Booked in the next four weeks</h2>
      {diary.booked.length === 0 ? (
        <p>Nothing booked.</p>
      ) : (
        <ul className="list--bullet">
          {diary.booked.map((b) => (
            <li key={b.session_id}>
              {formatUkDate(b.date)}, {TIME_LABELS[b.time]}: {SESSION_TYPE_LABELS[b.type]} with{' '}
              <Link to={`/staff/clients/${b.client_id}/sessions`}>{fullName(b)}</Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function AvailabilityPage() {
  const me = useStaffMe();
  const [staffId, setStaffId] = useState<number | null>(null);
  const team = useTeam(me.role === 'admin');
  const diary = useAvailability(staffId);
  return (
    <Page title="Availability" wide>
      <Heading>Availability</Heading>
      <p>
        Clients can move a session only into a ticked slot that nobody has booked. Sessions already booked
        stay where they are.
      </p>
      {me.role === 'admin' ? (
        <div className="form-group">
          <label className="label" htmlFor="diary-owner">
            Whose availability
          </label>
          <select
            id="diary-owner"
            className="select"
            value={staffId ?? ''}
            onChange={(e) => setStaffId(e.target.value ? Number(e.target.value) : null)}
          >
            <option value="">My own</option>
            {team.data
              ?.filter((m) => m.id !== me.id)
              .map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
          </select>
        </div>
      ) : null}
      <Loaded query={diary} what="the availability">
        {(d) => (
          <>
            <WeeklyGrid key={d.staff_id} diary={d} staffId={staffId} />
            <Booked diary={d} />
          </>
        )}
      </Loaded>
    </Page>
  );
}
