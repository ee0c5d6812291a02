import { z } from 'zod';
import { DAYS, TIMES } from '../constants.ts';
import { MSG } from '../messages.ts';

const unique = <T>(list: T[]) => new Set(list).size === list.length;

/** POST contact/time-preference: at least one weekday and one time of day (onboarding §4). */
export const timePreferenceRequest = z.strictObject({
  days: z
    .array(z.enum(DAYS, { error: MSG.choose }), { error: MSG.chooseOne })
    .min(1, MSG.chooseOne)
    .max(DAYS.length)
    .refine(unique, MSG.chooseOne),
  times: z
    .array(z.enum(TIMES, { error: MSG.choose }), { error: MSG.chooseOne })
    .min(1, MSG.chooseOne)
    .max(TIMES.length)
    .refine(unique, MSG.chooseOne),
});
export type TimePreferenceRequest = z.input<typeof timePreferenceRequest>;
