import { TIMES } from '@coaching/shared/constants';
import { DIARY_DAY_TEXT } from '@coaching/shared/rules/diary';
import type { DiaryWeek } from '@coaching/shared/schemas/staff-diary';

type Band = DiaryWeek['days'][number]['bands'][number];
type Session = Band['sessions'][number];

const session = (id: number, first_name: string, status: Session['status']): Session => ({
  session_id: id,
  client_id: id,
  first_name,
  last_name: 'Client',
  type: 'coaching',
  status,
});

/** Every band of a day not offered, except those given. */
const bands = (given: Partial<Record<Band['time'], Partial<Band>>>): Band[] =>
  TIMES.map((time) => ({ time, capacity: 3, in_pattern: false, free: 0, sessions: [], ...given[time] }));

/**
 * A week as the API answers it (the week of Christmas 2026): a past day with a held and a missed
 * session, a day with room, a full day, a day with nothing offered and a bank holiday.
 */
export const diaryWeekFixture: DiaryWeek = {
  staff_id: 1,
  week_start: '2026-12-21',
  days: [
    {
      date: '2026-12-21',
      bookable: false,
      closed: DIARY_DAY_TEXT.past,
      bands: bands({
        lunch: { in_pattern: true, sessions: [session(1, 'Hana', 'complete'), session(2, 'Milo', 'missed')] },
        evening: { in_pattern: true },
      }),
    },
    {
      date: '2026-12-22',
      bookable: true,
      closed: null,
      bands: bands({ morning: { in_pattern: true, free: 2, sessions: [session(3, 'Ola', 'due')] } }),
    },
    {
      date: '2026-12-23',
      bookable: true,
      closed: DIARY_DAY_TEXT.full,
      bands: bands({ morning: { in_pattern: true, capacity: 1, sessions: [session(4, 'Pia', 'due')] } }),
    },
    { date: '2026-12-24', bookable: true, closed: DIARY_DAY_TEXT.notOffered, bands: bands({}) },
    {
      date: '2026-12-25',
      bookable: false,
      closed: DIARY_DAY_TEXT.bankHoliday,
      bands: bands({ morning: { in_pattern: true }, lunch: { in_pattern: true } }),
    },
  ],
};
