import { DAY_LABELS, DAYS, TIMES } from '@coaching/shared/constants';
import { addDays, formatUkDate, todayIso } from '@coaching/shared/rules/dates';
import { bandLabel, diaryOpeningWeek, mondayOf } from '@coaching/shared/rules/diary';
import type { DiaryWeek } from '@coaching/shared/schemas/staff-diary';
import { Link, useSearchParams } from 'react-router';
import { Heading, Page } from '../../../../components/page.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { Loaded } from '../../../components/loaded.tsx';
import { useDiary } from '../../../lib/api/get-diary.ts';
import { useStaffMe } from '../../../lib/api/get-staff-me.ts';
import { useTeam } from '../../../lib/api/get-team.ts';
import { DiaryBandCell } from './diary-band-cell.tsx';

/** A day of the week as the table shows it: its bands, after the day's name and date. */
type DiaryDay = DiaryWeek['days'][number] & { label: string };

function CoachChoice({ value, onChange }: { value: number | null; onChange: (id: string) => void }) {
  const team = useTeam();
  return (
    <div className="form-group">
      <label className="label" htmlFor="diary-coach">
        Coach
      </label>
      <select
        id="diary-coach"
        className="select"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">Your own diary</option>
        {(team.data ?? []).map((m) => (
          <option key={m.id} value={m.id}>
            {m.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * A coach's week: for each day and time band, who is booked (and who was held or missed) and how many
 * places are left; a day with nothing free says why. A day is a row, so on a phone each day is a card
 * of its bands, read down the screen.
 */
export function DiaryPage() {
  const [params, setParams] = useSearchParams();
  const me = useStaffMe();
  const asked = params.get('week');
  const week = asked ? mondayOf(asked) : diaryOpeningWeek(todayIso());
  const coach = Number(params.get('coach')) || null;
  const diary = useDiary(week, coach);
  const to = (changes: Record<string, string>) =>
    `?${new URLSearchParams({ ...Object.fromEntries(params), ...changes })}`;
  return (
    <Page title="Diary" wide>
      <Heading>Diary</Heading>
      {me.role === 'admin' ? (
        <CoachChoice
          value={coach}
          onChange={(id) => setParams(id ? { ...Object.fromEntries(params), coach: id } : { week })}
        />
      ) : null}
      <nav aria-label="Weeks" className="staff-inline-actions">
        <Link to={to({ week: addDays(week, -7) })}>Previous week</Link>
        <span>Week of {formatUkDate(week)}</span>
        <Link to={to({ week: addDays(week, 7) })}>Next week</Link>
      </nav>
      <Loaded query={diary} what="the diary">
        {(d) => (
          <DataTable<DiaryDay>
            caption={`Sessions in the week of ${formatUkDate(d.week_start)}`}
            rows={d.days.map((day, i) => ({
              ...day,
              label: `${DAY_LABELS[DAYS[i] ?? 'mon']} ${formatUkDate(day.date)}`,
            }))}
            rowKey={(day) => day.date}
            empty="No days."
            columns={[
              {
                key: 'day',
                header: 'Day',
                rowHeader: true,
                cell: (day) => (
                  <>
                    {day.label}
                    {day.closed ? (
                      <>
                        <br />
                        <span className="secondary-text">{day.closed}</span>
                      </>
                    ) : null}
                  </>
                ),
              },
              ...TIMES.map((time) => ({
                key: time,
                header: bandLabel(time),
                cell: (day: DiaryDay) => {
                  const band = day.bands.find((b) => b.time === time);
                  return band ? <DiaryBandCell band={band} bookable={day.bookable} /> : null;
                },
              })),
            ]}
          />
        )}
      </Loaded>
      <p>
        How many calls fit in each band is set on <Link to="/staff/availability">Availability</Link>.
      </p>
    </Page>
  );
}
