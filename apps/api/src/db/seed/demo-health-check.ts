import type { PathwaySlug } from '@coaching/shared/constants';
import { asksPregnancy } from '@coaching/shared/rules/assessment-flow';
import { AUDIT_C_POSITIVE, auditCScore } from '@coaching/shared/rules/audit';
import { todayIso } from '@coaching/shared/rules/dates';
import type { AssessmentAnswers } from '@coaching/shared/schemas/assessment';
import { assessmentAnswersFor } from '@coaching/shared/schemas/assessment-path';
import { resultMessages } from '../../modules/assessment/result-messages.ts';
import { scoreAssessment } from '../../modules/assessment/score-assessment.ts';

export type DemoPerson = { gender: number; dob: string; ethnicity: number };

type Measures = {
  pathways: PathwaySlug[];
  weightKg: number;
  heightCm: number;
  /** Active minutes a week. */
  activity: number;
  /** Cigarettes a day; 0 for someone who neither smokes nor vapes. */
  smoking: number;
  /** Units a week, drunk on two or three days. */
  alcohol: number;
};

const MANUFACTURED_CIGARETTES = 3;
const TWO_TO_THREE_TIMES_A_WEEK = 3;
const DRINKING_DAYS = 2.5;
const LESS_THAN_MONTHLY = 1;

function smokingAnswers(cigarettesADay: number): Partial<AssessmentAnswers> {
  if (cigarettesADay === 0) return { smoking_smoke_or_vape: 'neither' };
  return {
    smoking_smoke_or_vape: 'smoke',
    smoking_type: MANUFACTURED_CIGARETTES,
    smoking_daily: 'yes',
    smoking_numbers: cigarettesADay,
    smoking_time_years: 15,
    smoking_time_months: 0,
  };
}

function alcoholAnswers(unitsAWeek: number): Partial<AssessmentAnswers> {
  if (unitsAWeek === 0) return { alcohol_drink_frequency: 0 };
  const units = unitsAWeek / DRINKING_DAYS;
  const sixPlus = units >= 6 ? LESS_THAN_MONTHLY : 0;
  // Offered the rest of the AUDIT by the check's own rule; the demo person declines it.
  const offeredAudit =
    auditCScore({ frequency: TWO_TO_THREE_TIMES_A_WEEK, units, sixPlus }) >= AUDIT_C_POSITIVE;
  return {
    alcohol_drink_frequency: TWO_TO_THREE_TIMES_A_WEEK,
    alcohol_units: units,
    alcohol_how_often_four: sixPlus,
    ...(offeredAudit ? { assessment_audit_confirm: 'no' as const } : {}),
  };
}

/**
 * A demo client's first health check as the service would have stored it: answers a person could have
 * given (they pass the check's own validation for this person), and the stats and result messages
 * scored from them, so the progress page, reports and risk flags read a demo check as a real one.
 */
export function demoHealthCheck(person: DemoPerson, measures: Measures) {
  const ctx = { firstCheck: true, asksPregnancy: asksPregnancy(person.gender, person.dob, todayIso()) };
  const answers = assessmentAnswersFor(ctx).parse({
    pathways: measures.pathways,
    motivations: [1],
    weight_metric: 'kg',
    assessment_weight_kg: measures.weightKg,
    assessment_height_cm: measures.heightCm,
    ethnicity: person.ethnicity,
    ...(ctx.asksPregnancy ? { assessment_pregnant: 'no' } : {}),
    active_hours: Math.floor(measures.activity / 60),
    active_minutes: measures.activity % 60,
    sitting_hours: 7,
    sitting_minutes: 0,
    ...smokingAnswers(measures.smoking),
    ...alcoholAnswers(measures.alcohol),
  });
  const score = scoreAssessment(answers, person.ethnicity);
  return { answers, stats: score.stats, messages: resultMessages(score, answers, null) };
}
