import type { ProgressCheck } from '../schemas/progress.ts';
import { WEEKLY_ACTIVITY_TARGET_MINUTES } from './activity.ts';
import { LOW_RISK_UNITS_PER_WEEK } from './audit.ts';
import { BMI_BAND_LABELS } from './bmi.ts';

export type Measure = 'weight' | 'activity' | 'alcohol' | 'smoking';
type Person = 'you' | 'they';

const monthYearFormat = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthYear = (date: string) => monthYearFormat.format(new Date(`${date.slice(0, 10)}T12:00:00Z`));
const round1 = (n: number) => Math.round(n * 10) / 10;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const words: Record<Person, Record<'are' | 'do' | 'drink' | 'smoke' | 'did' | 'their', string>> = {
  you: { are: 'You are', do: 'You do', drink: 'You drink', smoke: 'You smoke', did: 'You', their: 'your' },
  they: {
    are: 'They are',
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

  const minutes = Math.round(last.activity_minutes);
  const moreActive = minutes - Math.round(first.activity_minutes);
  const activity = `${w.do} ${plural(minutes, 'active minute', 'active minutes')} a week${
    only || moreActive === 0 ? '' : `, ${Math.abs(moreActive)} ${moreActive > 0 ? 'more' : 'fewer'} ${since}`
  }; the aim is ${WEEKLY_ACTIVITY_TARGET_MINUTES}.`;

  const units = round1(last.units_week);
  const unitChange = round1(last.units_week - first.units_week);
  const alcohol = `${w.drink} about ${plural(units, 'unit', 'units')} a week${
    only || unitChange === 0 ? '' : `, ${Math.abs(unitChange)} ${unitChange < 0 ? 'fewer' : 'more'} ${since}`
  }; the low-risk limit is ${LOW_RISK_UNITS_PER_WEEK}.`;

  const cigarettes = Math.round(last.cigarettes_day);
  const cigaretteChange = cigarettes - Math.round(first.cigarettes_day);
  const smoking = checks.every((c) => c.cigarettes_day === 0)
    ? `${w.did} did not smoke at any check.`
    : `${w.smoke} ${plural(cigarettes, 'cigarette', 'cigarettes')} a day${
        only || cigaretteChange === 0
          ? ''
          : `, ${Math.abs(cigaretteChange)} ${cigaretteChange < 0 ? 'fewer' : 'more'} ${since}`
      }.`;

  return { weight, activity, alcohol, smoking };
}
