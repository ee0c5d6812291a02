import { z } from 'zod';
import { TIMES } from '../constants.ts';
import { MSG } from '../messages.ts';
import { MAX_ACTIVE_HOURS_A_WEEK } from '../rules/activity.ts';
import { LB_PER_STONE, stoneToKg, WEIGHT_KG_MAX, WEIGHT_KG_MIN } from '../rules/bmi.ts';
import { isRealDate, todayIso } from '../rules/dates.ts';
import {
  SELF_LOG_EDIT_DAYS,
  SELF_LOG_MEASURES,
  SELF_LOG_UNITS,
  type SelfLogMeasure,
} from '../rules/self-log.ts';
import { daysAgo } from '../rules/self-log-week.ts';
import { MAX_CIGARETTES_A_DAY } from '../rules/smoking.ts';
import { DRINKS, MAX_DRINKS_OF_A_KIND, totalUnits } from '../rules/units.ts';
import { id, isoDate, itemVersion, optionalText } from './fields.ts';

/** The check's own limit on active hours (16 waking hours a day), as minutes in one day. */
export const MAX_ACTIVE_MINUTES_A_DAY = (MAX_ACTIVE_HOURS_A_WEEK / 7) * 60;
export const SELF_LOG_NOTE_MAX = 200;

export const SELF_LOG_MSG = {
  future: 'Choose today or a day before',
  tooOld: `You can record or change a day up to ${SELF_LOG_EDIT_DAYS} days ago`,
  weight: `Enter a weight between ${WEIGHT_KG_MIN} kg and ${WEIGHT_KG_MAX} kg`,
  minutes: `Enter minutes from 0 to ${MAX_ACTIVE_MINUTES_A_DAY}`,
  count: `Enter a number from 0 to ${MAX_CIGARETTES_A_DAY}`,
  whole: 'Enter a whole number',
  unit: 'Choose how you measure it',
  pounds: `Enter pounds from 0 to ${LB_PER_STONE - 1}`,
  notYours: 'You can only record measures for the goals you chose',
  sameEntry: 'This entry is for another measure or day',
} as const;

const num = z.number({ error: (issue) => (issue.input === undefined ? MSG.required : MSG.numeric) });
const drinkCount = num.int(SELF_LOG_MSG.whole).min(0).max(MAX_DRINKS_OF_A_KIND);

/**
 * POST mlw/self-log and PUT mlw/self-log/:id. One shape for every measure; which numbers it needs
 * depends on the measure and unit (checked below so each error sits on its field).
 */
export const selfLogEntryRequest = z
  .strictObject({
    measure: z.enum(SELF_LOG_MEASURES, { error: MSG.choose }),
    day: isoDate,
    unit: z.string({ error: SELF_LOG_MSG.unit }).max(20),
    /** Kilograms, minutes, or cigarettes/vapes a day. */
    value: num.optional(),
    stone: num.optional(),
    pounds: num.optional(),
    drinks: z.strictObject(Object.fromEntries(DRINKS.map((d) => [d, drinkCount.optional()]))).optional(),
    note: optionalText(SELF_LOG_NOTE_MAX).optional(),
  })
  .superRefine((entry, ctx) => {
    const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const today = todayIso();
    // An unreal day has isoDate's one message: these judge only a real one.
    if (isRealDate(entry.day)) {
      if (entry.day > today) fail('day', SELF_LOG_MSG.future);
      else if (daysAgo(entry.day, today) > SELF_LOG_EDIT_DAYS) fail('day', SELF_LOG_MSG.tooOld);
    }
    const units: readonly string[] = SELF_LOG_UNITS[entry.measure];
    if (!units.includes(entry.unit)) return fail('unit', SELF_LOG_MSG.unit);
    const kg = selfLogValue(entry);
    if (entry.measure === 'weight' && entry.unit === 'st') {
      if (entry.stone === undefined) fail('stone', MSG.required);
      if (entry.pounds !== undefined && (entry.pounds < 0 || entry.pounds >= LB_PER_STONE))
        fail('pounds', SELF_LOG_MSG.pounds);
      else if (kg < WEIGHT_KG_MIN || kg > WEIGHT_KG_MAX) fail('stone', SELF_LOG_MSG.weight);
      return;
    }
    // The drinks counted, none ({}) being "No drinks": a figure sent without them is not taken for none.
    if (entry.measure === 'alcohol') {
      if (entry.drinks === undefined) fail('drinks', MSG.required);
      return;
    }
    const value = entry.value;
    if (value === undefined) return fail('value', MSG.required);
    const [min, max, message] = RANGES[entry.measure];
    if (value < min || value > max) fail('value', message);
    else if (entry.measure !== 'weight' && !Number.isInteger(value)) fail('value', SELF_LOG_MSG.whole);
  });
export type SelfLogEntryRequest = z.input<typeof selfLogEntryRequest>;
type ParsedEntry = z.output<typeof selfLogEntryRequest>;

const RANGES: Record<Exclude<SelfLogMeasure, 'alcohol'>, [number, number, string]> = {
  weight: [WEIGHT_KG_MIN, WEIGHT_KG_MAX, SELF_LOG_MSG.weight],
  activity: [0, MAX_ACTIVE_MINUTES_A_DAY, SELF_LOG_MSG.minutes],
  smoking: [0, MAX_CIGARETTES_A_DAY, SELF_LOG_MSG.count],
};

/** The stored value, in the measure's first unit: kilograms, minutes, units of alcohol, a day's count. */
export function selfLogValue(
  entry: Pick<ParsedEntry, 'measure' | 'unit' | 'value' | 'stone' | 'pounds' | 'drinks'>,
) {
  if (entry.measure === 'alcohol') return totalUnits(entry.drinks ?? {});
  if (entry.measure === 'weight' && entry.unit === 'st')
    return Math.round(stoneToKg(entry.stone ?? 0, entry.pounds ?? 0) * 10) / 10;
  return entry.value ?? 0;
}

export const selfLogEntry = z.object({
  id: z.number(),
  measure: z.enum(SELF_LOG_MEASURES),
  day: z.string(),
  value: z.number(),
  unit: z.string(),
  detail: z.record(z.string(), z.number()).nullable(),
  note: z.string().nullable(),
  /** Whether it can still be changed or deleted (SELF_LOG_EDIT_DAYS). */
  editable: z.boolean(),
  version: itemVersion.describe(
    'The entry’s version (its value and note): a change sent with it as If-Match is refused (412) ' +
      'when the entry was changed since, on another device for instance',
  ),
});
export type SelfLogEntry = z.infer<typeof selfLogEntry>;

/** The first check's measures, to say how far the client has come. */
const firstCheck = z.object({
  date: z.string(),
  weight_kg: z.number().nullable(),
  activity_minutes: z.number(),
  units_week: z.number(),
  cigarettes_day: z.number(),
});

/** GET mlw/self-log: what the client may record, how, and what they have recorded since `from`. */
export const selfLog = z.object({
  measures: z.array(z.enum(SELF_LOG_MEASURES)),
  weight_unit: z.enum(SELF_LOG_UNITS.weight),
  today: z.string(),
  first_check: firstCheck.nullable(),
  targets: z.array(z.object({ measure: z.enum(SELF_LOG_MEASURES), value: z.number() })),
  entries: z.array(selfLogEntry),
});
export type SelfLog = z.infer<typeof selfLog>;

export const selfLogQuery = z.strictObject({
  from: isoDate.optional(),
  to: isoDate.optional(),
});

export const selfLogSaved = z.object({ entry: selfLogEntry, status: z.enum(['created', 'updated']) });

export const selfLogParams = z.strictObject({ id });

/** The reminder turned on: a weekday (1 Monday to 7 Sunday) and a time of day. */
export const selfLogReminderOn = z.strictObject({
  on: z.literal(true),
  weekday: z.number({ error: MSG.choose }).int(MSG.choose).min(1, MSG.choose).max(7, MSG.choose),
  band: z.enum(TIMES, { error: MSG.choose }),
});

/** PUT mlw/self-log/reminder: the weekly reminder to record on, or off. */
export const selfLogReminderRequest = z.discriminatedUnion(
  'on',
  [selfLogReminderOn, z.strictObject({ on: z.literal(false) })],
  { error: MSG.choose },
);
export type SelfLogReminderRequest = z.input<typeof selfLogReminderRequest>;

export const selfLogReminder = z.object({
  on: z.boolean(),
  weekday: z.number().nullable(),
  band: z.enum(TIMES).nullable(),
});
export type SelfLogReminder = z.infer<typeof selfLogReminder>;
