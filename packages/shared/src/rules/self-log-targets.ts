// What a coach's target for each self-logged measure means, and the range a target may take (issue 31).
import { MAX_ACTIVE_HOURS_A_WEEK } from './activity.ts';
import { WEIGHT_KG_MAX, WEIGHT_KG_MIN } from './bmi.ts';
import type { SelfLogMeasure } from './self-log.ts';
import { MAX_CIGARETTES_A_DAY } from './smoking.ts';

export type SelfLogTargetRule = {
  /** The measure, as the staff console names it. */
  name: string;
  /** The label of the target's field on the plan editor. */
  label: string;
  /** What the number counts, after it: "150 active minutes a week". */
  per: string;
  min: number;
  max: number;
  /** Decimal places a target may have: weight to the tenth of a kilogram, the rest whole. */
  decimals: 0 | 1;
  /** Whether the client aims to stay at or under the target (drinks), at or over it (activity), or reach it (weight). */
  aim: 'at-most' | 'at-least' | 'reach';
};

/**
 * Weight: the weight to reach, in the check's own limits. Activity: active minutes a week, at least
 * (the guideline is 150), up to the check's limit of hours a week. Alcohol: units a week, at most (the
 * guideline is 14), up to ten times the guideline. Smoking: cigarettes or vaping sessions a day, at
 * most, in the check's limit.
 */
export const SELF_LOG_TARGETS: Record<SelfLogMeasure, SelfLogTargetRule> = {
  weight: {
    name: 'Weight',
    label: 'Target weight',
    per: 'kg',
    min: WEIGHT_KG_MIN,
    max: WEIGHT_KG_MAX,
    decimals: 1,
    aim: 'reach',
  },
  activity: {
    name: 'Active minutes',
    label: 'Active minutes a week, at least',
    per: 'active minutes a week',
    min: 10,
    max: MAX_ACTIVE_HOURS_A_WEEK * 60,
    decimals: 0,
    aim: 'at-least',
  },
  alcohol: {
    name: 'Alcohol',
    label: 'Units of alcohol a week, at most',
    per: 'units a week',
    min: 0,
    max: 140,
    decimals: 0,
    aim: 'at-most',
  },
  smoking: {
    name: 'Cigarettes or vapes',
    label: 'Cigarettes or vapes a day, at most',
    per: 'cigarettes or vapes a day',
    min: 0,
    max: MAX_CIGARETTES_A_DAY,
    decimals: 0,
    aim: 'at-most',
  },
};

/** The target in words, as the plan shows it: "150 active minutes a week or more". */
export function describeTarget(measure: SelfLogMeasure, value: number): string {
  const rule = SELF_LOG_TARGETS[measure];
  const amount = `${value.toLocaleString('en-GB')} ${rule.per}`;
  if (rule.aim === 'reach') return `Reach ${amount}`;
  return rule.aim === 'at-least' ? `${amount} or more` : `${amount} or fewer`;
}

/** Why a target is refused, or null when it is in range with no more decimals than allowed. */
export function targetProblem(measure: SelfLogMeasure, value: number): string | null {
  const rule = SELF_LOG_TARGETS[measure];
  if (!Number.isFinite(value) || value < rule.min || value > rule.max) {
    return `Enter a number from ${rule.min} to ${rule.max.toLocaleString('en-GB')}`;
  }
  const scaled = value * 10 ** rule.decimals;
  if (Math.abs(scaled - Math.round(scaled)) > 1e-9) {
    return rule.decimals === 0 ? 'Enter a whole number' : 'Enter the weight to one decimal place';
  }
  return null;
}
