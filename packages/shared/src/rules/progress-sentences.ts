import type { ProgressCheck } from '../schemas/progress.ts';
import { WEEKLY_ACTIVITY_TARGET_MINUTES } from './activity.ts';
import { LOW_RISK_UNITS_PER_WEEK } from './audit.ts';
import { BMI_BAND_LABELS } from './bmi.ts';
import { monthYear } from './day-names.ts';

export type Measure = 'weight' | 'activity' | 'alcohol' | 'smoking';
type Person = 'you' | 'they';

const round1 = (n: number) => Math.round(n * 10) / 10;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const words: Record<Person, Record<'are' | 'do' | 'drink' | 'smoke' | 'did' | 'have' | 'their', string>> = {
  you: {
    are: 'You are',
    do: 'You do',
    drink: 'You drink',
    smoke: 'You smoke',
    did: 'You',
    have: 'You have',
    their: 'your',
  },
  they: {
    are: 'They are',
    have: 'They have',
    do: 'They do',
    drink: 'They drink',
    smoke: 'They smoke',
    did: 'They',
    their: 'their',
  },
};

/**
 * One plain sentence per measure comparing the latest check with the first ("You are 4.2 kg
 * lighter than in March 2026"); with one check, where the person starts from.
 */
export function progressSentences(
  checks: readonly ProgressCheck[],
  person: Person = 'you',
): Record<Measure, string> {
  const w = words[person];
  const first = checks[0];
  const last = checks.at(-1);
  if (!first || !last) {
    const none = 'No health check yet.';
    return { weight: none, activity: none, alcohol: none, smoking: none };
  }
  const since = `than in ${monthYear(first.date)}`;
  const only = first === last;
  const band = last.bmi_band
    ? `; ${w.their} BMI is ${round1(last.bmi)}: ${BMI_BAND_LABELS[last.bmi_band]}`
    : '';

  let weight: string;
  if (first.weight_kg === null || last.weight_kg === null || only) {
    weight = `${w.are} ${last.weight_kg === null ? 'not weighed' : `${round1(last.weight_kg)} kg`}${band}.`;
  } else {
    const change = round1(last.weight_kg - first.weight_kg);
    weight =
      change === 0
        ? `${w.are} the same weight as in ${monthYear(first.date)}${band}.`
        : `${w.are} ${Math.abs(change)} kg ${change < 0 ? 'lighter' : 'heavier'} ${since}${band}.`;
  }

  /** ", 6 fewer than in March 2026", or nothing with one check or no change. */
  const change = (amount: number, unit = '') =>
    only || amount === 0 ? '' : `, ${Math.abs(amount)}${unit} ${amount < 0 ? 'fewer' : 'more'} ${since}`;

  // Each measure at zero has its own sentence: "active for 0 minutes" reads as arithmetic, not advice.
  const minutes = Math.round(last.activity_minutes);
  const moreActive = minutes - Math.round(first.activity_minutes);
  const activity =
    minutes === 0
      ? `${w.are} not doing any physical activity in a week yet${change(moreActive, ' minutes')}; the aim is ${WEEKLY_ACTIVITY_TARGET_MINUTES} minutes.`
      : `${w.do} ${plural(minutes, 'active minute', 'active minutes')} a week${change(moreActive)}; the aim is ${WEEKLY_ACTIVITY_TARGET_MINUTES}.`;

  const units = round1(last.units_week);
  const unitChange = round1(last.units_week - first.units_week);
  const alcohol =
    units === 0
      ? `${w.are} not drinking alcohol${change(unitChange, ' units a week')}: well within the low-risk limit of ${LOW_RISK_UNITS_PER_WEEK}.`
      : `${w.drink} about ${plural(units, 'unit', 'units')} a week${change(unitChange)}; the low-risk limit is ${LOW_RISK_UNITS_PER_WEEK}.`;

  const cigarettes = Math.round(last.cigarettes_day);
  let smoking: string;
  if (checks.every((c) => c.cigarettes_day === 0)) smoking = `${w.did} did not smoke at any check.`;
  else if (cigarettes === 0) smoking = `${w.have} stopped smoking since ${monthYear(first.date)}: well done!`;
  else
    smoking = `${w.smoke} ${plural(cigarettes, 'cigarette', 'cigarettes')} a day${change(cigarettes - Math.round(first.cigarettes_day))}.`;

  return { weight, activity, alcohol, smoking };
}
