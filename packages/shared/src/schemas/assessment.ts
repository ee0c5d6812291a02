import { z } from 'zod';
import { OPTION, PATHWAY_SLUGS } from '../constants.ts';
import { MSG } from '../messages.ts';
import { MAX_ACTIVE_HOURS_A_WEEK, MAX_SITTING_HOURS_A_DAY } from '../rules/activity.ts';
import { type AssessmentContext, type AssessmentPage, pagesFor } from '../rules/assessment-flow.ts';
import { FREQUENCY_SCORES, YES_IN_LAST_YEAR_SCORES } from '../rules/audit.ts';
import {
  feetToCm,
  HEIGHT_CM_MAX,
  HEIGHT_CM_MIN,
  IN_PER_FOOT,
  LB_PER_STONE,
  stoneToKg,
  WEIGHT_KG_MAX,
  WEIGHT_KG_MIN,
} from '../rules/bmi.ts';
import {
  MAX_CIGARETTES_A_DAY,
  MAX_VAPE_NICOTINE_MG_PER_ML,
  MAX_YEARS_SMOKED,
  SMOKE_OR_VAPE,
  smokes,
  vapes,
} from '../rules/smoking.ts';
import { DRINKS, type Drink, MAX_DRINKS_OF_A_KIND, totalUnits } from '../rules/units.ts';
import { optionalText, optionId, yesNo } from './fields.ts';

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
  motivations: ['motivations', 'motivation_other'],
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

export type AssessmentIssue = { path: AssessmentField; message: string };

/** The answers a page needs given the answers so far; the rest of the page's fields are not asked. */
export function requiredOnPage(
  page: AssessmentPage,
  a: Partial<AssessmentAnswers>,
  ctx: AssessmentContext,
): AssessmentField[] {
  switch (page) {
    case 'goals':
      return ['pathways'];
    case 'motivations':
      return a.motivations?.includes(OPTION.motivationOther)
        ? ['motivations', 'motivation_other']
        : ['motivations'];
    case 'bmi':
      return [
        'weight_metric',
        ...(a.weight_metric === 'st'
          ? (['assessment_weight_st', 'assessment_weight_lbs'] as const)
          : (['assessment_weight_kg'] as const)),
        ...(a.assessment_height_cm === undefined
          ? (['assessment_height_ft', 'assessment_height_in'] as const)
          : (['assessment_height_cm'] as const)),
        ...(ctx.firstCheck ? (['ethnicity'] as const) : []),
        ...(ctx.firstCheck && ctx.asksPregnancy ? (['assessment_pregnant'] as const) : []),
      ];
    case 'smoking':
      return [
        'smoking_smoke_or_vape',
        ...(smokes(a.smoking_smoke_or_vape)
          ? ([
              'smoking_type',
              ...(a.smoking_type === OPTION.smokingOther ? (['smoking_type_other'] as const) : []),
              'smoking_daily',
              ...(a.smoking_daily === 'no' ? (['smoking_frequency'] as const) : []),
              'smoking_numbers',
              'smoking_time_years',
              'smoking_time_months',
            ] as const)
          : []),
        ...(vapes(a.smoking_smoke_or_vape)
          ? ([
              'smoking_vape_daily',
              ...(a.smoking_vape_daily === 'no' ? (['smoking_vape_frequency'] as const) : []),
              'smoking_vape_nicotine',
              'smoking_vape_time_years',
              'smoking_vape_time_months',
            ] as const)
          : []),
      ];
    case 'units':
      return ['alcohol_units'];
    default:
      return PAGE_FIELDS[page].filter((f) => !f.startsWith('alcohol_beverage_'));
  }
}

/** The drinks counted on the units page: optional, but only when the units page was visited. */
const DRINK_COUNT_SET = new Set<AssessmentField>(DRINK_COUNT_FIELDS);

const present = (value: unknown) => value !== undefined;

function measurementIssues(a: Partial<AssessmentAnswers>): AssessmentIssue[] {
  const issues: AssessmentIssue[] = [];
  const kg =
    a.weight_metric === 'st'
      ? a.assessment_weight_st !== undefined && a.assessment_weight_lbs !== undefined
        ? stoneToKg(a.assessment_weight_st, a.assessment_weight_lbs)
        : undefined
      : a.assessment_weight_kg;
  if (kg !== undefined && (kg < WEIGHT_KG_MIN || kg > WEIGHT_KG_MAX)) {
    issues.push({
      path: a.weight_metric === 'st' ? 'assessment_weight_st' : 'assessment_weight_kg',
      message: ASSESSMENT_MSG.weight,
    });
  }
  if (
    present(a.assessment_height_cm) &&
    (present(a.assessment_height_ft) || present(a.assessment_height_in))
  ) {
    issues.push({ path: 'assessment_height_ft', message: ASSESSMENT_MSG.oneHeightUnit });
  }
  const cm =
    a.assessment_height_cm ??
    (a.assessment_height_ft !== undefined && a.assessment_height_in !== undefined
      ? feetToCm(a.assessment_height_ft, a.assessment_height_in)
      : undefined);
  if (cm !== undefined && (cm < HEIGHT_CM_MIN || cm > HEIGHT_CM_MAX)) {
    issues.push({
      path: a.assessment_height_cm === undefined ? 'assessment_height_ft' : 'assessment_height_cm',
      message: ASSESSMENT_MSG.height,
    });
  }
  return issues;
}

function unitsIssues(a: Partial<AssessmentAnswers>): AssessmentIssue[] {
  if (a.alcohol_units === undefined) return [];
  if (a.alcohol_units <= 0) return [{ path: 'alcohol_units', message: ASSESSMENT_MSG.addDrink }];
  const counted = DRINK_COUNT_FIELDS.some((f) => present(a[f]));
  const counts = Object.fromEntries(DRINKS.map((d) => [d, a[`alcohol_beverage_${d}`] ?? 0]));
  return counted && totalUnits(counts) !== a.alcohol_units
    ? [{ path: 'alcohol_units', message: ASSESSMENT_MSG.unitsMismatch }]
    : [];
}

function missingOnPage(
  page: AssessmentPage,
  a: Partial<AssessmentAnswers>,
  ctx: AssessmentContext,
): AssessmentIssue[] {
  return requiredOnPage(page, a, ctx).flatMap((field): AssessmentIssue[] => {
    if (field === 'pathways') return a.pathways?.length ? [] : [{ path: field, message: MSG.chooseOne }];
    return present(a[field]) ? [] : [{ path: field, message: MSG.required }];
  });
}

/**
 * Every problem with a whole set of answers for this person, by field: a missing answer the path
 * needs, an answer to a question the path skipped, or measurements no person has.
 */
export function assessmentIssues(a: Partial<AssessmentAnswers>, ctx: AssessmentContext): AssessmentIssue[] {
  const issues: AssessmentIssue[] = [];
  const asked = new Set<AssessmentField>();
  const pages = pagesFor(a, ctx.firstCheck);
  for (const page of pages) {
    issues.push(...missingOnPage(page, a, ctx));
    for (const field of requiredOnPage(page, a, ctx)) asked.add(field);
  }
  const visitedUnits = pages.includes('units');
  for (const field of Object.keys(a) as AssessmentField[]) {
    const wasAsked = DRINK_COUNT_SET.has(field) ? visitedUnits : asked.has(field);
    if (present(a[field]) && !wasAsked) {
      issues.push({ path: field, message: ASSESSMENT_MSG.notAsked });
    }
  }
  return [...issues, ...measurementIssues(a), ...unitsIssues(a)];
}

/** The whole check, for one person: what the server applies before it scores anything. */
export const assessmentAnswersFor = (ctx: AssessmentContext) =>
  assessmentFields.superRefine((a, check) => {
    for (const issue of assessmentIssues(a, ctx)) {
      check.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    }
  });

/** One page of the check as the web form validates it: that page's answers, the others as they are. */
export const assessmentPageSchema = (page: AssessmentPage, ctx: AssessmentContext) =>
  assessmentFields.partial().superRefine((a, check) => {
    const onPage = new Set(PAGE_FIELDS[page]);
    const issues = [...missingOnPage(page, a, ctx), ...measurementIssues(a), ...unitsIssues(a)];
    for (const issue of issues.filter((i) => onPage.has(i.path))) {
      check.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    }
  });

export const REMINDER_TYPES = ['text', 'email'] as const;
export type ReminderType = (typeof REMINDER_TYPES)[number];

/** POST assessment/new: the form of every answer; the path is checked against the client's record. */
export const newAssessmentRequest = z.strictObject({ assessment: assessmentFields });
export type NewAssessmentRequest = z.input<typeof newAssessmentRequest>;

/** POST assessment/follow-up: the same answers by an e-mailed or texted link. */
export const followUpAssessmentRequest = z.strictObject({
  assessment: assessmentFields,
  hash: z.string({ error: MSG.required }).min(20, MSG.required).max(200),
  reminder_type: z.enum(REMINDER_TYPES, { error: MSG.choose }),
});
export type FollowUpAssessmentRequest = z.input<typeof followUpAssessmentRequest>;
