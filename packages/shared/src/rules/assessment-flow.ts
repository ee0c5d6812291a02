import { CHILD_BEARING_AGE, OPTION } from '../constants.ts';
import { AUDIT_C_POSITIVE, auditCScore, NEVER } from './audit.ts';
import { ageOn } from './dates.ts';

/** The quick health check's pages in order (onboarding §2). */
export const ASSESSMENT_PAGES = [
  'intro',
  'goals',
  'motivations',
  'bmi',
  'activity',
  'sitting',
  'smoking',
  'alcohol-frequency',
  'units',
  'six-plus',
  'audit-confirm',
  'audit-questions',
  'final-questions',
  'review',
] as const;
export type AssessmentPage = (typeof ASSESSMENT_PAGES)[number];

/** Who is answering: the first check also asks goals and ethnicity; every check asks some about pregnancy. */
export type AssessmentContext = { firstCheck: boolean; asksPregnancy: boolean };

export type FlowAnswers = {
  alcohol_drink_frequency?: number | undefined;
  alcohol_units?: number | undefined;
  alcohol_how_often_four?: number | undefined;
  assessment_audit_confirm?: 'yes' | 'no' | undefined;
};

/** Pregnancy is asked on every check of anyone not male and of child-bearing age (docs/product.md#pregnancy). */
export function asksPregnancy(gender: number | null, dob: string, today: string): boolean {
  const age = ageOn(dob, today);
  return gender !== OPTION.genderMale && age >= CHILD_BEARING_AGE.min && age <= CHILD_BEARING_AGE.max;
}

/** The pages a check has, without skips: 13 on the first check, 12 after (the intro is not counted). */
export function numberedPages(firstCheck: boolean): AssessmentPage[] {
  return ASSESSMENT_PAGES.filter((p) => p !== 'intro' && (firstCheck || p !== 'goals'));
}

/**
 * The page after `page` for these answers. Never drinking, an AUDIT-C below the positive screen
 * (never having six or more units skips only then), or declining the remaining questions all go
 * to the review (docs/product.md#alcohol).
 */
export function nextPage(page: AssessmentPage, answers: FlowAnswers, firstCheck: boolean): AssessmentPage {
  switch (page) {
    case 'intro':
      return firstCheck ? 'goals' : 'motivations';
    case 'alcohol-frequency':
      return answers.alcohol_drink_frequency === NEVER ? 'review' : 'units';
    case 'six-plus': {
      const auditC = auditCScore({
        frequency: answers.alcohol_drink_frequency ?? NEVER,
        units: answers.alcohol_units ?? 0,
        sixPlus: answers.alcohol_how_often_four ?? NEVER,
      });
      return auditC >= AUDIT_C_POSITIVE ? 'audit-confirm' : 'review';
    }
    case 'audit-confirm':
      return answers.assessment_audit_confirm === 'yes' ? 'audit-questions' : 'review';
    case 'review':
      return 'review';
    default:
      return ASSESSMENT_PAGES[ASSESSMENT_PAGES.indexOf(page) + 1] ?? 'review';
  }
}

/** Every page these answers pass through, from the intro to the review. */
export function pagesFor(answers: FlowAnswers, firstCheck: boolean): AssessmentPage[] {
  const pages: AssessmentPage[] = ['intro'];
  let page: AssessmentPage = 'intro';
  while (page !== 'review') {
    page = nextPage(page, answers, firstCheck);
    pages.push(page);
  }
  return pages;
}
