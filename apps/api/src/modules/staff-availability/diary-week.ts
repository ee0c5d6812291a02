import { TIMES } from '@coaching/shared/constants';
import { todayIso } from '@coaching/shared/rules/dates';
import { bandCapacity, diaryDayClosed, diaryFree, mondayOf, weekDates } from '@coaching/shared/rules/diary';
import { bookingDayBar, weeklyBandOf } from '@coaching/shared/rules/session-days';
import { DIARY_STATUSES, type DiaryWeek } from '@coaching/shared/schemas/staff-diary';
import type { Executor } from '../../db/client.ts';
import { readTogether } from '../../db/read-together.ts';
import { listBookedSessions, listWeeklyBands } from './availability-repository.ts';

/**
 * A coach's week: per day and band, the sessions (upcoming, held, missed), what fits and what is
 * left to book, and why a day has nothing free.
 */
export async function readDiaryWeek(db: Executor, staffId: number, anyDay = todayIso()): Promise<DiaryWeek> {
  const monday = mondayOf(anyDay);
  const dates = weekDates(monday);
  const today = todayIso();
  const [pattern, booked] = await readTogether(
    db,
    () => listWeeklyBands(db, staffId),
    () => listBookedSessions(db, staffId, monday, dates.at(-1) ?? monday, DIARY_STATUSES),
  );
  return {
    staff_id: staffId,
    week_start: monday,
    days: dates.map((date) => {
      const bar = bookingDayBar(date, today);
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
      return { date, bookable: bar === null, closed: diaryDayClosed(bar, bands), bands };
    }),
  };
}
