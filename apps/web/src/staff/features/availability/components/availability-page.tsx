import {
  DAY_LABELS,
  DAYS,
  type Day,
  MAX_BAND_CAPACITY,
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
import { type Column, DataTable } from '../../../components/data-table.tsx';
import { Loaded } from '../../../components/loaded.tsx';
import { RefusalNotice } from '../../../components/refusal-notice.tsx';
import { useStaffMe } from '../../../lib/api/get-staff-me.ts';
import { useTeam } from '../../../lib/api/get-team.ts';
import { fullName } from '../../../lib/format.ts';
import { SESSION_TYPE_LABELS } from '../../../lib/session-labels.ts';
import { useAvailability } from '../api/get-availability.ts';
import { useSaveAvailability } from '../api/save-availability.ts';

const slotKey = (day: Day, time: TimeOfDay) => `${day}:${time}`;

function WeeklyGrid({ diary, staffId }: { diary: AvailabilityView; staffId: number | null }) {
  const save = useSaveAvailability();
  // How many calls fit in each band of the week; a band not in the map is not offered to clients.
  const [capacity, setCapacity] = useState(
    () => new Map(diary.slots.map((s) => [slotKey(s.day, s.time), s.capacity])),
  );
  const [saved, setSaved] = useState(false);
  const change = (key: string, calls: number) => {
    setSaved(false);
    const next = new Map(capacity);
    if (calls > 0) next.set(key, calls);
    else next.delete(key);
    setCapacity(next);
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const slots = DAYS.flatMap((day) =>
      TIMES.flatMap((time) => {
        const calls = capacity.get(slotKey(day, time));
        return calls ? [{ day, time, capacity: calls }] : [];
      }),
    );
    save.mutate(
      { ...(staffId === null ? {} : { staff_id: staffId }), slots },
      { onSuccess: () => setSaved(true) },
    );
  };
  const columns: Column<Day>[] = [
    {
      key: 'day',
      header: 'Day',
      headerHidden: true,
      rowHeader: true,
      cell: (day) => DAY_LABELS[day],
    },
    ...TIMES.map(
      (time): Column<Day> => ({
        key: time,
        header: (
          <>
            {TIME_LABELS[time]}
            <br />
            <span className="secondary-text">{TIME_RANGES[time]}</span>
          </>
        ),
        cell: (day) => (
          <>
            <label className="visually-hidden" htmlFor={`slot-${day}-${time}`}>
              {DAY_LABELS[day]} {TIME_LABELS[time]}: calls that fit
            </label>
            <select
              id={`slot-${day}-${time}`}
              className="select"
              value={capacity.get(slotKey(day, time)) ?? 0}
              onChange={(e) => change(slotKey(day, time), Number(e.target.value))}
            >
              <option value={0}>Not offered</option>
              {Array.from({ length: MAX_BAND_CAPACITY }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n} {n === 1 ? 'call' : 'calls'}
                </option>
              ))}
            </select>
          </>
        ),
      }),
    ),
  ];
  return (
    <form onSubmit={submit}>
      {saved ? <Notice kind="success">Availability saved.</Notice> : null}
      <RefusalNotice error={save.error} fallback="Availability could not be saved. Try again." />
      <DataTable
        caption="Calls that fit in each weekly time band"
        captionHidden
        columns={columns}
        rows={DAYS}
        rowKey={(day) => day}
        empty=""
      />
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
        Set how many calls fit in each time band of your week. Clients can move a session only into a band you
        offer that still has room; staff can book any weekday band with room. Sessions already booked stay
        where they are. The <Link to="/staff/diary">diary</Link> shows each week.
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
