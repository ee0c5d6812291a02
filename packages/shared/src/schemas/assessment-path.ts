import { OPTION } from '../constants.ts';
import { MSG } from '../messages.ts';
import { type AssessmentContext, type AssessmentPage, pagesFor } from '../rules/assessment-flow.ts';
import {
  feetToCm,
  HEIGHT_CM_MAX,
  HEIGHT_CM_MIN,
  stoneToKg,
  WEIGHT_KG_MAX,
  WEIGHT_KG_MIN,
} from '../rules/bmi.ts';
import { smokes, vapes } from '../rules/smoking.ts';
import { DRINKS, totalUnits } from '../rules/units.ts';
import {
  ASSESSMENT_MSG,
  type AssessmentAnswers,
  type AssessmentField,
  assessmentFields,
  DRINK_COUNT_FIELDS,
  PAGE_FIELDS,
} from './assessment.ts';

// Which answers a check needs depends on the answers before them and on the person (onboarding §4).

export type AssessmentIssue = { path: AssessmentField; message: string };

/** The answers a page needs given the answers so far; the rest of the page's fields are not asked. */
/**
 * How the height is given: the web form says which unit the person chose; otherwise the answers do
 * (feet and inches when there is no centimetre answer).
 */
export type HeightUnit = 'cm' | 'ft';
const heightUnitOf = (a: Partial<AssessmentAnswers>, chosen?: HeightUnit): HeightUnit =>
  chosen ?? (a.assessment_height_cm === undefined ? 'ft' : 'cm');

export function requiredOnPage(
  page: AssessmentPage,
  a: Partial<AssessmentAnswers>,
  ctx: AssessmentContext,
  heightUnit?: HeightUnit,
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
        ...(heightUnitOf(a, heightUnit) === 'ft'
          ? (['assessment_height_ft', 'assessment_height_in'] as const)
          : (['assessment_height_cm'] as const)),
        ...(ctx.firstCheck ? (['ethnicity'] as const) : []),
        ...(ctx.asksPregnancy ? (['assessment_pregnant'] as const) : []),
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
      return PAGE_FIELDS[page].filter((f) => !optionalOnPage(page).includes(f));
  }
}

/** Answers a page asks for but does not need: kept only when the page was visited. */
const OPTIONAL_ON_PAGE: Partial<Record<AssessmentPage, readonly AssessmentField[]>> = {
  motivations: ['barriers'],
  units: DRINK_COUNT_FIELDS,
};
const optionalOnPage = (page: AssessmentPage) => OPTIONAL_ON_PAGE[page] ?? [];

/** Every answer these pages ask for, needed or not. */
function askedOnPages(
  pages: AssessmentPage[],
  a: Partial<AssessmentAnswers>,
  ctx: AssessmentContext,
): Set<AssessmentField> {
  return new Set(pages.flatMap((page) => [...requiredOnPage(page, a, ctx), ...optionalOnPage(page)]));
}

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
  heightUnit?: HeightUnit,
): AssessmentIssue[] {
  return requiredOnPage(page, a, ctx, heightUnit).flatMap((field): AssessmentIssue[] => {
    if (field === 'pathways' || field === 'motivations') {
      return a[field]?.length ? [] : [{ path: field, message: MSG.chooseOne }];
    }
    return present(a[field]) ? [] : [{ path: field, message: MSG.required }];
  });
}

/**
 * Every problem with a whole set of answers for this person, by field: a missing answer the path
 * needs, an answer to a question the path skipped, or measurements no person has.
 */
export function assessmentIssues(a: Partial<AssessmentAnswers>, ctx: AssessmentContext): AssessmentIssue[] {
  const pages = pagesFor(a, ctx.firstCheck);
  const issues = pages.flatMap((page) => missingOnPage(page, a, ctx));
  const asked = askedOnPages(pages, a, ctx);
  for (const field of Object.keys(a) as AssessmentField[]) {
    if (present(a[field]) && !asked.has(field)) {
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
export const assessmentPageSchema = (page: AssessmentPage, ctx: AssessmentContext, heightUnit?: HeightUnit) =>
  assessmentFields.partial().superRefine((a, check) => {
    const onPage = new Set(PAGE_FIELDS[page]);
    const issues = [...missingOnPage(page, a, ctx, heightUnit), ...measurementIssues(a), ...unitsIssues(a)];
    for (const issue of issues.filter((i) => onPage.has(i.path))) {
      check.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    }
  });

/** Only the answers to questions this path asks: what the web sends after going back and changing its mind. */
export function askedAnswers(
  a: Partial<AssessmentAnswers>,
  ctx: AssessmentContext,
): Partial<AssessmentAnswers> {
  const keep = askedOnPages(pagesFor(a, ctx.firstCheck), a, ctx);
  return Object.fromEntries(
    Object.entries(a).filter(([field, value]) => value !== undefined && keep.has(field as AssessmentField)),
  );
}
