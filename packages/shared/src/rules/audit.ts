import { DRINK_UNITS, roundTo1 } from './units.ts';

// The WHO AUDIT, UK version (docs/product.md#alcohol). Answers are sent as their scores.

export type AuditAnswer = { score: number; label: string };

/** Question 1: how often do you have a drink containing alcohol? */
export const DRINK_FREQUENCY_ANSWERS: readonly AuditAnswer[] = [
  { score: 0, label: 'Never' },
  { score: 1, label: 'Monthly or less' },
  { score: 2, label: '2 to 4 times a month' },
  { score: 3, label: '2 to 3 times a week' },
  { score: 4, label: '4 or more times a week' },
];

/** Questions 3 to 8. */
export const HOW_OFTEN_ANSWERS: readonly AuditAnswer[] = [
  { score: 0, label: 'Never' },
  { score: 1, label: 'Less than monthly' },
  { score: 2, label: 'Monthly' },
  { score: 3, label: 'Weekly' },
  { score: 4, label: 'Daily or almost daily' },
];

/** Questions 9 and 10. */
export const YES_IN_LAST_YEAR_ANSWERS: readonly AuditAnswer[] = [
  { score: 0, label: 'No' },
  { score: 2, label: 'Yes, but not in the last year' },
  { score: 4, label: 'Yes, during the last year' },
];

export const FREQUENCY_SCORES: readonly number[] = HOW_OFTEN_ANSWERS.map((a) => a.score);
export const YES_IN_LAST_YEAR_SCORES: readonly number[] = YES_IN_LAST_YEAR_ANSWERS.map((a) => a.score);
export const NEVER = 0;

/** Question 2 from the units counter: lower bounds of scores 1 to 4 (under 3 scores 0). */
export const UNITS_SCORE_FROM: readonly number[] = [3, 5, 7, 10];

export function unitsScore(unitsOnADrinkingDay: number): number {
  return UNITS_SCORE_FROM.filter((from) => unitsOnADrinkingDay >= from).length;
}

/** Question 3 of AUDIT, UK version: units on a single occasion, 6 for women and 8 for men. */
export const HEAVY_OCCASION_UNITS = { female: 6, male: 8 } as const;

/** What that many units looks like, worked out from the unit table so the example matches the number. */
export function unitsExample(units: number): string {
  const pints = Math.round(units / DRINK_UNITS.pint);
  const glasses = Math.round(units / DRINK_UNITS.standard_wine);
  return `${units} units is about ${pints} pints of beer or ${glasses} standard glasses of wine`;
}

/** AUDIT-C of 5 or more is a positive screen: only then are the remaining questions offered. */
export const AUDIT_C_POSITIVE = 5;

export type AuditC = { frequency: number; units: number; sixPlus: number };

/** Questions 1 to 3 (0 to 12). "Never" drinking scores questions 2 and 3 as 0. */
export function auditCScore({ frequency, units, sixPlus }: AuditC): number {
  if (frequency === NEVER) return 0;
  return frequency + unitsScore(units) + sixPlus;
}

export const AUDIT_BANDS = ['lower-risk', 'increasing-risk', 'higher-risk', 'possible-dependence'] as const;
export type AuditBand = (typeof AUDIT_BANDS)[number];

export const AUDIT_BAND_LABELS: Record<AuditBand, string> = {
  'lower-risk': 'Lower risk',
  'increasing-risk': 'Increasing risk',
  'higher-risk': 'Higher risk',
  'possible-dependence': 'Possible dependence',
};

/** Lowest score of increasing risk, higher risk and possible dependence. */
export const AUDIT_C_BAND_FROM: readonly number[] = [5, 8, 11];
export const AUDIT_BAND_FROM: readonly number[] = [8, 16, 20];

const band = (score: number, from: readonly number[]): AuditBand =>
  AUDIT_BANDS[from.filter((f) => score >= f).length] ?? 'possible-dependence';

export const auditCBand = (score: number) => band(score, AUDIT_C_BAND_FROM);
export const auditBand = (score: number) => band(score, AUDIT_BAND_FROM);

export type FullAudit = AuditC & { more: readonly number[] };

/** The full AUDIT (0 to 40): AUDIT-C plus questions 4 to 10. */
export function auditScore({ more, ...c }: FullAudit): number {
  return auditCScore(c) + more.reduce((sum, score) => sum + score, 0);
}

/**
 * Drinking days a week for each question 1 answer: the middle of each range
 * (monthly or less ≈ 1 a month, 2-4 a month ≈ 3, 2-3 a week ≈ 2.5, 4+ a week ≈ 5.5).
 */
export const DRINKING_DAYS_PER_WEEK: readonly number[] = [0, 12 / 52, 36 / 52, 2.5, 5.5];

/** The UK Chief Medical Officers' low-risk line. */
export const LOW_RISK_UNITS_PER_WEEK = 14;

/** Estimated units a week: drinking days a week × units on a typical drinking day, to one decimal. */
export function weeklyUnits(frequency: number, unitsOnADrinkingDay: number): number {
  return roundTo1((DRINKING_DAYS_PER_WEEK[frequency] ?? 0) * unitsOnADrinkingDay);
}

/** The alcohol bar (portal §9): any drinking fills it in pregnancy, when no alcohol is the advice. */
export const ALCOHOL_BAR_MAX = 33;
export const ALCOHOL_BAR_MAX_PREGNANT = 1;
export const UNITS_PER_CHEESEBURGER = 5;

export const alcoholBarMax = (pregnant: boolean) => (pregnant ? ALCOHOL_BAR_MAX_PREGNANT : ALCOHOL_BAR_MAX);

/** In pregnancy the advice is no alcohol at all (docs/product.md#alcohol): any answer but "Never" is drinking. */
export const drinksInPregnancy = (pregnant: boolean, frequency: number) => pregnant && frequency !== NEVER;

export type AlcoholRisk = { frequency: number; unitsPerWeek: number; pregnant: boolean; band: AuditBand };

export function alcoholBarPercent({ frequency, unitsPerWeek, pregnant }: AlcoholRisk): number {
  if (drinksInPregnancy(pregnant, frequency)) return 100;
  return Math.min(100, (unitsPerWeek / alcoholBarMax(pregnant)) * 100);
}

export const NOT_SAFE_IN_PREGNANCY = 'Not safe in pregnancy';

/** The risk level shown beside the bar and in the results message, so they always agree. */
export function alcoholRiskLabel({ frequency, pregnant, band }: AlcoholRisk): string {
  if (!drinksInPregnancy(pregnant, frequency)) return AUDIT_BAND_LABELS[band];
  return band === 'lower-risk'
    ? NOT_SAFE_IN_PREGNANCY
    : `${AUDIT_BAND_LABELS[band]}, and not safe in pregnancy`;
}

/** About 56 kcal a unit, so five units are about one cheeseburger. */
export const cheeseburgers = (unitsPerWeek: number) => roundTo1(unitsPerWeek / UNITS_PER_CHEESEBURGER);
