import { TIMES } from '@coaching/shared/constants';
import { todayIso } from '@coaching/shared/rules/dates';
import { awayLabel, awayOn } from '@coaching/shared/rules/days-away';
import {
  bandCapacity,
  type DiaryDayBar,
  diaryDayClosed,
  diaryFree,
  mondayOf,
  weekDates,
} from '@coaching/shared/rules/diary';
import { bookingDayBar, weeklyBandOf } from '@coaching/shared/rules/session-days';
import { DIARY_STATUSES, type DiaryWeek } from '@coaching/shared/schemas/staff-diary';
import type { Executor } from '../../db/client.ts';
import { readTogether } from '../../db/read-together.ts';
import { listBookedSessions, listWeeklyBands } from './availability-repository.ts';
import { listDaysAway } from './days-away-repository.ts';

/**
 * A coach's week: per day and band, the sessions (upcoming, held, missed), what fits and what is
 * left to book, and why a day has nothing free (a day away offers nothing, as a bank holiday does).
 */
export async function readDiaryWeek(db: Executor, staffId: number, anyDay = todayIso()): Promise<DiaryWeek> {
  const monday = mondayOf(anyDay);
  const dates = weekDates(monday);
  const today = todayIso();
  const last = dates.at(-1) ?? monday;
  const [pattern, booked, daysAway] = await readTogether(
    db,
    () => listWeeklyBands(db, staffId),
    () => listBookedSessions(db, staffId, monday, last, DIARY_STATUSES),
    () => listDaysAway(db, staffId, monday, last),
  );
  return {
    staff_id: staffId,
    week_start: monday,
    days: dates.map((date) => {
      const away = awayOn(daysAway, date);
      const bar: DiaryDayBar | null = bookingDayBar(date, today) ?? (away ? 'away' : null);
      const bands = TIMES.map((time) => {
        const capacity = bandCapacity(pattern, date, time);
        const in_pattern = weeklyBandOf(pattern, { day: date, time }) !== undefined;
        const sessions = booked
          .filter((b) => b.date === date && b.time === time)
          .map(({ session_id, client_id, first_name, last_name, type, status }) => ({
            session_id,
            client_id,
            first_name,
            last_name,
            type,
            status,
          }));
        const upcoming = sessions.filter((s) => s.status === 'due').length;
        return { time, capacity, in_pattern, free: diaryFree(bar, in_pattern, capacity, upcoming), sessions };
      });
      const closed = away && bar === 'away' ? awayLabel(away.reason) : diaryDayClosed(bar, bands);
      return { date, bookable: bar === null, closed, bands };
    }),
  };
}
