import { TIMES } from '@coaching/shared/constants';
import { todayIso } from '@coaching/shared/rules/dates';
import { bandCapacity, diaryDay, mondayOf, weekDates } from '@coaching/shared/rules/diary';
import type { DiaryWeek } from '@coaching/shared/schemas/staff-diary';
import type { Executor } from '../../db/client.ts';
import { listBookedSessions, listWeeklyBands } from './availability-repository.ts';

/** A coach's week: per day and band, the sessions booked, what fits and what is left. */
export async function readDiaryWeek(db: Executor, staffId: number, anyDay = todayIso()): Promise<DiaryWeek> {
  const monday = mondayOf(anyDay);
  const dates = weekDates(monday);
  const [pattern, booked] = await Promise.all([
    listWeeklyBands(db, staffId),
    listBookedSessions(db, staffId, monday, dates.at(-1) ?? monday),
  ]);
  return {
    staff_id: staffId,
    week_start: monday,
    days: dates.map((date) => ({
      date,
      bands: TIMES.map((time) => {
        const capacity = bandCapacity(pattern, date, time);
        const sessions = booked
          .filter((b) => b.date === date && b.time === time)
          .map(({ session_id, client_id, first_name, last_name, type }) => ({
            session_id,
            client_id,
            first_name,
            last_name,
            type,
          }));
        return {
          time,
          capacity,
          in_pattern: pattern.some((b) => b.day === diaryDay(date) && b.time === time),
          free: Math.max(0, capacity - sessions.length),
          sessions,
        };
      }),
    })),
  };
}
