import type { ProgressCheck } from '../schemas/progress.ts';
import { WEEKLY_ACTIVITY_TARGET_MINUTES } from './activity.ts';
import { LOW_RISK_UNITS_PER_WEEK } from './audit.ts';
import { BMI_BAND_LABELS } from './bmi.ts';
import { formatUkDate } from './dates.ts';
import { monthYear } from './day-names.ts';

export type Measure = 'weight' | 'activity' | 'alcohol' | 'smoking';
type Person = 'you' | 'they';
/** A measure in words, and where its figures come from and when. */
export type ProgressSentence = { text: string; from: string };
/** The latest weight recorded between checks. */
export type LoggedWeight = { day: string; value: number };

const round1 = (n: number) => Math.round(n * 10) / 10;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const words: Record<
  Person,
  Record<'are' | 'do' | 'drink' | 'smoke' | 'did' | 'have' | 'their' | 'who', string>
> = {
  you: {
    are: 'You are',
    do: 'You do',
    drink: 'You drink',
    smoke: 'You smoke',
    did: 'You',
    have: 'You have',
    their: 'your',
    who: 'you',
  },
  they: {
    are: 'They are',
    have: 'They have',
    do: 'They do',
    drink: 'They drink',
    smoke: 'They smoke',
    did: 'They',
    their: 'their',
    who: 'they',
  },
};

/** "From your health check on 02/03/2026.", or the first and the latest when there are more. */
function fromChecks(checks: readonly ProgressCheck[], their: string): string {
  const dates = [checks[0], checks.length > 1 ? checks.at(-1) : undefined].flatMap((c) =>
    c ? [formatUkDate(c.date)] : [],
  );
  return dates.length === 1
    ? `From ${their} health check on ${dates[0]}.`
    : `From ${their} health checks on ${dates.join(' and ')}.`;
}

/** "4.2 kg lighter than in March 2026", or "the same weight as in March 2026". */
function comparedWithFirst(kg: number, firstKg: number, firstDate: string): string {
  const change = round1(kg - firstKg);
  const since = monthYear(firstDate);
  if (change === 0) return `the same weight as in ${since}`;
  return `${Math.abs(change)} kg ${change < 0 ? 'lighter' : 'heavier'} than in ${since}`;
}

/**
 * A weight recorded after the latest check is the newer figure, so it leads, compared with the first
 * check: a client who recorded 80 kg should not read the 84 kg of an older check as where they are.
 */
function weightSentence(
  checks: { first: ProgressCheck; last: ProgressCheck; from: string },
  w: (typeof words)[Person],
  logged: LoggedWeight | undefined,
): ProgressSentence {
  const { first, last } = checks;
  if (logged && logged.day > last.date) {
    const recorded = `From what ${w.who} recorded on ${formatUkDate(logged.day)}`;
    const now = `${w.are} ${round1(logged.value)} kg`;
    if (first.weight_kg === null) return { text: `${now}.`, from: `${recorded}.` };
    return {
      text: `${now}, ${comparedWithFirst(logged.value, first.weight_kg, first.date)}.`,
      from: `${recorded}, and ${w.their} first health check on ${formatUkDate(first.date)}.`,
    };
  }
  const band = last.bmi_band
    ? `; ${w.their} BMI is ${round1(last.bmi)}: ${BMI_BAND_LABELS[last.bmi_band]}`
    : '';
  const text =
    first.weight_kg === null || last.weight_kg === null || first === last
      ? `${w.are} ${last.weight_kg === null ? 'not weighed' : `${round1(last.weight_kg)} kg`}${band}.`
      : `${w.are} ${comparedWithFirst(last.weight_kg, first.weight_kg, first.date)}${band}.`;
  return { text, from: checks.from };
}

/**
 * One plain sentence per measure comparing the latest check with the first ("You are 4.2 kg
 * lighter than in March 2026"); with one check, where the person starts from. Each says which check
 * (or recorded weight) it comes from, and when.
 */
export function progressSentences(
  checks: readonly ProgressCheck[],
  person: Person = 'you',
  loggedWeight?: LoggedWeight,
): Record<Measure, ProgressSentence> {
  const w = words[person];
  const first = checks[0];
  const last = checks.at(-1);
  if (!first || !last) {
    const none = { text: 'No health check yet.', from: '' };
    return { weight: none, activity: none, alcohol: none, smoking: none };
  }
  const since = `than in ${monthYear(first.date)}`;
  const only = first === last;
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
  // In pregnancy (as answered at the latest check) the advice is no alcohol: the 14 units do not apply.
  const limit = last.pregnant
    ? {
        none: ', the safest choice in pregnancy.',
        some: '; in pregnancy the safest approach is not to drink alcohol at all.',
      }
    : {
        none: `: well within the low-risk limit of ${LOW_RISK_UNITS_PER_WEEK}.`,
        some: `; the low-risk limit is ${LOW_RISK_UNITS_PER_WEEK}.`,
      };
  const alcohol =
    units === 0
      ? `${w.are} not drinking alcohol${change(unitChange, ' units a week')}${limit.none}`
      : `${w.drink} about ${plural(units, 'unit', 'units')} a week${change(unitChange)}${limit.some}`;

  const cigarettes = Math.round(last.cigarettes_day);
  let smoking: string;
  if (checks.every((c) => c.cigarettes_day === 0)) smoking = `${w.did} did not smoke at any check.`;
  else if (cigarettes === 0) smoking = `${w.have} stopped smoking since ${monthYear(first.date)}: well done!`;
  else
    smoking = `${w.smoke} ${plural(cigarettes, 'cigarette', 'cigarettes')} a day${change(cigarettes - Math.round(first.cigarettes_day))}.`;

  const from = fromChecks(checks, w.their);
  return {
    weight: weightSentence({ first, last, from }, w, loggedWeight),
    activity: { text: activity, from },
    alcohol: { text: alcohol, from },
    smoking: { text: smoking, from },
  };
}
