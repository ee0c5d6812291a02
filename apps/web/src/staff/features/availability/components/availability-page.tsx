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
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '../../../../components/button.tsx';
import { Form } from '../../../../components/form/form.tsx';
import { Notice } from '../../../../components/inset.tsx';
import { Heading, Page } from '../../../../components/page.tsx';
import { type Column, DataTable } from '../../../components/data-table.tsx';
import { Loaded } from '../../../components/loaded.tsx';
import { useStaffMe } from '../../../lib/api/get-staff-me.ts';
import { useTeam } from '../../../lib/api/get-team.ts';
import { fullName } from '../../../lib/format.ts';
import { SESSION_TYPE_LABELS } from '../../../lib/session-labels.ts';
import { useFormVersion } from '../../../lib/use-form-version.ts';
import { useAvailability } from '../api/get-availability.ts';
import { useSaveAvailability } from '../api/save-availability.ts';
import { DaysAway } from './days-away.tsx';

type Grid = Record<string, number>;
/** One select per weekday band: how many calls fit, 0 for a band not offered to clients. */
const bandName = (day: Day, time: TimeOfDay) => `${day}-${time}`;
const gridOf = (slots: AvailabilityView['slots']): Grid => {
  const grid: Grid = Object.fromEntries(DAYS.flatMap((day) => TIMES.map((time) => [bandName(day, time), 0])));
  for (const slot of slots) grid[bandName(slot.day, slot.time)] = slot.capacity;
  return grid;
};
const slotsOf = (grid: Grid) =>
  DAYS.flatMap((day) =>
    TIMES.flatMap((time) => {
      const calls = grid[bandName(day, time)];
      return calls ? [{ day, time, capacity: calls }] : [];
    }),
  );

/** The week's pattern, saved whole over the version the form was filled from (see useFormVersion). */
function WeeklyGrid({ diary, staffId }: { diary: AvailabilityView; staffId: number | null }) {
  const save = useSaveAvailability();
  const values = gridOf(diary.slots);
  const form = useForm<Grid>({ defaultValues: values });
  const saveVersion = useFormVersion(form, {
    etag: diary.version,
    values,
    what: 'weekly availability',
  });
  const [saved, setSaved] = useState(false);
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
              {...form.register(bandName(day, time), {
                valueAsNumber: true,
                onChange: () => setSaved(false),
              })}
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
    <Form
      form={form}
      onSubmit={async (grid) => {
        setSaved(false);
        const staff = staffId === null ? {} : { staff_id: staffId };
        await saveVersion(async (ifMatch) => {
          const answer = await save.mutateAsync({ ...staff, slots: slotsOf(grid), ifMatch });
          return { etag: answer.version };
        });
        setSaved(true);
      }}
    >
      {saved ? <Notice kind="success">Availability saved.</Notice> : null}
      <DataTable
        caption="Calls that fit in each weekly time band"
        captionHidden
        columns={columns}
        rows={DAYS}
        rowKey={(day) => day}
        empty=""
      />
      <Button type="submit">Save availability</Button>
    </Form>
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
            <DaysAway key={`away-${d.staff_id}`} diary={d} staffId={staffId} />
            <Booked diary={d} />
          </>
        )}
      </Loaded>
    </Page>
  );
}
