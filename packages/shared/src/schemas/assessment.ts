import { z } from 'zod';
import { OPTION, PATHWAY_SLUGS } from '../constants.ts';
import { MSG } from '../messages.ts';
import { MAX_ACTIVE_HOURS_A_WEEK, MAX_SITTING_HOURS_A_DAY } from '../rules/activity.ts';
import type { AssessmentPage } from '../rules/assessment-flow.ts';
import { FREQUENCY_SCORES, YES_IN_LAST_YEAR_SCORES } from '../rules/audit.ts';
import {
  HEIGHT_CM_MAX,
  HEIGHT_CM_MIN,
  IN_PER_FOOT,
  LB_PER_STONE,
  WEIGHT_KG_MAX,
  WEIGHT_KG_MIN,
} from '../rules/bmi.ts';
import {
  MAX_CIGARETTES_A_DAY,
  MAX_VAPE_NICOTINE_MG_PER_ML,
  MAX_YEARS_SMOKED,
  SMOKE_OR_VAPE,
} from '../rules/smoking.ts';
import { DRINKS, type Drink, MAX_DRINKS_OF_A_KIND } from '../rules/units.ts';
import { commonBarrierKeys } from './barriers.ts';
import { blanksAsAbsent, optionalText, optionId, yesNo } from './fields.ts';

export const MAX_UNITS_A_DAY = 200;

export const ASSESSMENT_MSG = {
  between: (min: number, max: number) => `Enter a number from ${min} to ${max}`,
  wholeNumber: 'Enter a whole number',
  weight: `Enter a weight between ${WEIGHT_KG_MIN} kg and ${WEIGHT_KG_MAX} kg`,
  height: `Enter a height between ${HEIGHT_CM_MIN} cm and ${HEIGHT_CM_MAX} cm`,
  oneHeightUnit: 'Give the height in centimetres or in feet and inches, not both',
  notAsked: 'This question is not asked with these answers',
  addDrink: 'Add the drinks you have on a typical drinking day',
  unitsMismatch: 'The units do not add up to the drinks counted',
  tenths: 'Use at most one decimal place',
  tooMuchTime: 'That is more than the hours in a day',
  smokingType: 'Select a type of smoking',
  ethnicity: 'Select an ethnic group',
} as const;

/** A missing number is "Required"; anything else that is not a number is "Numeric characters only". */
const numberError = (issue: { input?: unknown }) => (issue.input === undefined ? MSG.required : MSG.numeric);

const number = (min: number, max: number) =>
  z
    .number({ error: numberError })
    .min(min, ASSESSMENT_MSG.between(min, max))
    .max(max, ASSESSMENT_MSG.between(min, max));
const whole = (min: number, max: number) => number(min, max).int(ASSESSMENT_MSG.wholeNumber);
const score = (allowed: readonly number[]) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? MSG.required : MSG.choose) })
    .refine((v) => allowed.includes(v), MSG.choose);
const howOften = score(FREQUENCY_SCORES);
const yesInLastYear = score(YES_IN_LAST_YEAR_SCORES);
/** A measurement typed with at most one or two decimals: the web sends what was typed. */
const measure = z.number({ error: numberError }).min(0, MSG.numeric);

const drinkCounts = Object.fromEntries(
  DRINKS.map((d) => [`alcohol_beverage_${d}`, whole(0, MAX_DRINKS_OF_A_KIND).optional()]),
) as Record<`alcohol_beverage_${Drink}`, z.ZodOptional<z.ZodNumber>>;

/** Every answer of the quick health check (onboarding §3); which are needed depends on the path. */
export const assessmentFields = z.strictObject({
  pathways: z
    .array(z.enum(PATHWAY_SLUGS, { error: MSG.choose }))
    .max(PATHWAY_SLUGS.length)
    .optional(),
  motivations: z.array(optionId, { error: MSG.chooseOne }).min(1, MSG.chooseOne).max(20),
  motivation_other: optionalText(200).optional(),
  /** Optional: what gets in the way, from the common list for the client's goals (docs/product.md#barriers). */
  barriers: commonBarrierKeys.optional(),
  weight_metric: z.enum(['kg', 'st'], { error: MSG.required }),
  assessment_weight_kg: measure.optional(),
  assessment_weight_st: measure.optional(),
  assessment_weight_lbs: measure.lt(LB_PER_STONE, ASSESSMENT_MSG.between(0, LB_PER_STONE - 1)).optional(),
  assessment_height_cm: measure.optional(),
  assessment_height_ft: measure.optional(),
  assessment_height_in: measure.lt(IN_PER_FOOT, ASSESSMENT_MSG.between(0, IN_PER_FOOT - 1)).optional(),
  ethnicity: optionId.refine((v) => v !== OPTION.ethnicityNotDisclosed, ASSESSMENT_MSG.ethnicity).optional(),
  assessment_pregnant: yesNo.optional(),
  active_hours: whole(0, MAX_ACTIVE_HOURS_A_WEEK),
  active_minutes: whole(0, 59),
  sitting_hours: whole(0, MAX_SITTING_HOURS_A_DAY),
  sitting_minutes: whole(0, 59),
  smoking_smoke_or_vape: z.enum(SMOKE_OR_VAPE, { error: MSG.required }),
  smoking_type: optionId
    .refine(
      (v) => v !== OPTION.smokingNonSmoker && v !== OPTION.smokingECigarettes,
      ASSESSMENT_MSG.smokingType,
    )
    .optional(),
  smoking_type_other: optionalText(200).optional(),
  smoking_daily: yesNo.optional(),
  /** Days a week, for someone who does not smoke every day. */
  smoking_frequency: whole(1, 6).optional(),
  /** Cigarettes (or smokes) on a day they smoke. */
  smoking_numbers: whole(1, MAX_CIGARETTES_A_DAY).optional(),
  smoking_time_years: whole(0, MAX_YEARS_SMOKED).optional(),
  smoking_time_months: whole(0, 11).optional(),
  smoking_vape_daily: yesNo.optional(),
  smoking_vape_frequency: whole(1, 6).optional(),
  /** e-liquid strength in mg/ml. */
  smoking_vape_nicotine: number(0, MAX_VAPE_NICOTINE_MG_PER_ML).optional(),
  smoking_vape_time_years: whole(0, MAX_YEARS_SMOKED).optional(),
  smoking_vape_time_months: whole(0, 11).optional(),
  alcohol_drink_frequency: howOften,
  alcohol_units: number(0, MAX_UNITS_A_DAY)
    .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-9, ASSESSMENT_MSG.tenths)
    .optional(),
  ...drinkCounts,
  alcohol_how_often_four: howOften.optional(),
  assessment_audit_confirm: yesNo.optional(),
  alcohol_unable_to_stop: howOften.optional(),
  alcohol_failed_to_do: howOften.optional(),
  alcohol_morning_drink: howOften.optional(),
  alcohol_guilt: howOften.optional(),
  alcohol_loss_memory: howOften.optional(),
  alcohol_caused_injury: yesInLastYear.optional(),
  alcohol_others_concerned: yesInLastYear.optional(),
});
export type AssessmentAnswers = z.infer<typeof assessmentFields>;
export type AssessmentField = keyof AssessmentAnswers;

export const DRINK_COUNT_FIELDS = DRINKS.map((d) => `alcohol_beverage_${d}` as const);
export const AUDIT_QUESTION_FIELDS = [
  'alcohol_unable_to_stop',
  'alcohol_failed_to_do',
  'alcohol_morning_drink',
  'alcohol_guilt',
  'alcohol_loss_memory',
] as const;
export const FINAL_QUESTION_FIELDS = ['alcohol_caused_injury', 'alcohol_others_concerned'] as const;

/** The answers each page asks for, so a skipped page's answers can be refused. */
export const PAGE_FIELDS: Record<AssessmentPage, readonly AssessmentField[]> = {
  intro: [],
  goals: ['pathways'],
  motivations: ['motivations', 'motivation_other', 'barriers'],
  bmi: [
    'weight_metric',
    'assessment_weight_kg',
    'assessment_weight_st',
    'assessment_weight_lbs',
    'assessment_height_cm',
    'assessment_height_ft',
    'assessment_height_in',
    'ethnicity',
    'assessment_pregnant',
  ],
  activity: ['active_hours', 'active_minutes'],
  sitting: ['sitting_hours', 'sitting_minutes'],
  smoking: [
    'smoking_smoke_or_vape',
    'smoking_type',
    'smoking_type_other',
    'smoking_daily',
    'smoking_frequency',
    'smoking_numbers',
    'smoking_time_years',
    'smoking_time_months',
    'smoking_vape_daily',
    'smoking_vape_frequency',
    'smoking_vape_nicotine',
    'smoking_vape_time_years',
    'smoking_vape_time_months',
  ],
  'alcohol-frequency': ['alcohol_drink_frequency'],
  units: ['alcohol_units', ...DRINK_COUNT_FIELDS],
  'six-plus': ['alcohol_how_often_four'],
  'audit-confirm': ['assessment_audit_confirm'],
  'audit-questions': AUDIT_QUESTION_FIELDS,
  'final-questions': FINAL_QUESTION_FIELDS,
  review: [],
};

export const REMINDER_TYPES = ['text', 'email'] as const;
export type ReminderType = (typeof REMINDER_TYPES)[number];

/** POST assessment/new: the form of every answer; the path is checked against the client's record. */
export const newAssessmentRequest = z.strictObject({ assessment: blanksAsAbsent(assessmentFields) });

/** POST assessment/follow-up: the same answers by an e-mailed or texted link. */
export const followUpAssessmentRequest = z.strictObject({
  assessment: blanksAsAbsent(assessmentFields),
  hash: z.string({ error: MSG.required }).min(20, MSG.required).max(200),
  reminder_type: z.enum(REMINDER_TYPES, { error: MSG.choose }),
});
