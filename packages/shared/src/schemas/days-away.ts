import { z } from 'zod';
import { isRealDate } from '../rules/dates.ts';
import { DAYS_AWAY_REASONS, DAYS_AWAY_TEXT } from '../rules/days-away.ts';
import { isoDate, rowId } from './fields.ts';

/** POST staff/days-away: one range for the caller, or (administrators) a colleague. */
export const daysAwayForm = z
  .strictObject({
    staff_id: rowId.optional(),
    first_day: isoDate,
    last_day: isoDate,
    reason: z.enum(DAYS_AWAY_REASONS, { error: 'Choose why you are away' }),
  })
  .refine((f) => !isRealDate(f.first_day) || !isRealDate(f.last_day) || f.last_day >= f.first_day, {
    path: ['last_day'],
    message: DAYS_AWAY_TEXT.lastBeforeFirst,
  });
export type DaysAwayForm = z.output<typeof daysAwayForm>;
