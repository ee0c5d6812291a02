import { z } from 'zod';
import { DAYS, DEFAULT_BAND_CAPACITY, MAX_BAND_CAPACITY, SESSION_TYPES, TIMES } from '../constants.ts';
import { DAYS_AWAY_REASONS } from '../rules/days-away.ts';
import { id, itemVersion, rowId } from './fields.ts';

const CAPACITY_TEXT = `Enter how many calls fit, from 1 to ${MAX_BAND_CAPACITY}`;

export const weeklySlot = z.strictObject({
  day: z.enum(DAYS, { error: 'Choose a weekday' }),
  time: z.enum(TIMES, { error: 'Choose a time of day' }),
  capacity: z
    .number({ error: CAPACITY_TEXT })
    .int(CAPACITY_TEXT)
    .min(1, CAPACITY_TEXT)
    .max(MAX_BAND_CAPACITY, CAPACITY_TEXT)
    .default(DEFAULT_BAND_CAPACITY),
});

/** GET staff/availability: the caller's own diary, or (administrators) a colleague's. */
export const availabilityQuery = z.strictObject({ staff_id: id.optional() });

/** PUT staff/availability: the whole weekly pattern at once. */
export const availabilityForm = z.strictObject({
  staff_id: rowId.optional(),
  slots: z
    .array(weeklySlot)
    .max(DAYS.length * TIMES.length)
    .refine(
      (slots) => new Set(slots.map((s) => `${s.day}:${s.time}`)).size === slots.length,
      'Choose each time once',
    ),
});
export type AvailabilityForm = z.input<typeof availabilityForm>;

const bookedSession = z.object({
  session_id: z.number(),
  date: z.string(),
  time: z.enum(TIMES),
  type: z.enum(SESSION_TYPES),
  client_id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
});

export const availabilityView = z.object({
  staff_id: z.number(),
  slots: z.array(weeklySlot.required()),
  booked: z
    .array(bookedSession)
    .describe('Upcoming sessions of the next four weeks: these slots are not offered to clients'),
  days_away: z
    .array(
      z.object({
        id: z.number(),
        first_day: z.string(),
        last_day: z.string(),
        reason: z.enum(DAYS_AWAY_REASONS),
      }),
    )
    .describe('Days away from today on, soonest first: nothing can be booked with the coach on them'),
  booked_while_away: z
    .array(bookedSession)
    .describe('Upcoming sessions still booked on a day away, soonest first: to move or cancel'),
  version: itemVersion.describe('The weekly pattern’s version: send it as If-Match (412 when changed since)'),
});
export type AvailabilityView = z.infer<typeof availabilityView>;
