import { z } from 'zod';
import { SESSION_STATUSES, SESSION_TYPES, type SessionStatus, TIMES } from '../constants.ts';
import { id, isoDate } from './fields.ts';

/** The sessions a diary shows: upcoming, held and missed (not cancelled ones). */
export const DIARY_STATUSES = ['due', 'complete', 'missed'] as const satisfies readonly SessionStatus[];

/** GET staff/diary: a coach's week (yours, or as an administrator anyone's); week is any day in it. */
export const diaryQuery = z.strictObject({ staff_id: id.optional(), week: isoDate.optional() });
/** GET staff/clients/{id}/diary: the week of the coach who runs the client's sessions. */
export const clientDiaryQuery = diaryQuery.omit({ staff_id: true });

export const diaryWeek = z.object({
  staff_id: z.number(),
  week_start: z.string().describe('YYYY-MM-DD, a Monday'),
  days: z.array(
    z.object({
      date: z.string(),
      bookable: z
        .boolean()
        .describe(
          'Whether the day can take a booking: a weekday, not a bank holiday, not past, at most 6 months ahead',
        ),
      closed: z
        .string()
        .nullable()
        .describe(
          'Why nothing is free this day ("Bank holiday", "In the past", "All times are full"…); null when a band has room',
        ),
      bands: z.array(
        z.object({
          time: z.enum(TIMES),
          capacity: z.number(),
          in_pattern: z.boolean().describe('Offered to clients in the reschedule calendar'),
          free: z
            .number()
            .describe(
              'Places offered: 0 when full, over capacity, not offered, or on a day that cannot be booked',
            ),
          sessions: z.array(
            z.object({
              session_id: z.number(),
              client_id: z.number(),
              first_name: z.string(),
              last_name: z.string(),
              type: z.enum(SESSION_TYPES),
              status: z
                .enum(SESSION_STATUSES)
                .describe('due, complete (held) or missed, never cancelled; only due ones take a place'),
            }),
          ),
        }),
      ),
    }),
  ),
});
export type DiaryWeek = z.infer<typeof diaryWeek>;
