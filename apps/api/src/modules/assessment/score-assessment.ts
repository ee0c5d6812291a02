import { toMinutes } from '@coaching/shared/rules/activity';
import {
  type AuditBand,
  auditBand,
  auditCBand,
  auditCScore,
  auditScore,
  weeklyUnits,
} from '@coaching/shared/rules/audit';
import {
  type BmiBand,
  type BmiBoundaries,
  bmi,
  bmiBand,
  bmiBoundariesFor,
  feetToCm,
  LOWER_BMI_BOUNDARIES,
  stoneToKg,
} from '@coaching/shared/rules/bmi';
import { answeredCigarettesPerDay, displayedPerDay, weeklySaving } from '@coaching/shared/rules/smoking';
import type { AssessmentAnswers } from '@coaching/shared/schemas/assessment';
import type { AssessmentStats } from '@coaching/shared/schemas/assessment-result';

export type Score = {
  stats: AssessmentStats;
  pregnant: boolean;
  boundaries: BmiBoundaries;
  lowerThresholds: boolean;
  bmiBand: BmiBand | null;
  sittingMinutesADay: number;
  weeklySaving: number;
  auditBand: AuditBand;
  /** Whether the band comes from the full AUDIT rather than AUDIT-C. */
  fullAudit: boolean;
};

const weightKg = (a: AssessmentAnswers) =>
  a.weight_metric === 'st'
    ? stoneToKg(a.assessment_weight_st ?? 0, a.assessment_weight_lbs ?? 0)
    : (a.assessment_weight_kg ?? 0);

const heightCm = (a: AssessmentAnswers) =>
  a.assessment_height_cm ?? feetToCm(a.assessment_height_ft ?? 0, a.assessment_height_in ?? 0);

/**
 * The numbers of one check from answers that already passed assessmentIssues. `ethnicity` is the
 * answer on a first check, the client's record on a follow-up.
 */
export function scoreAssessment(a: AssessmentAnswers, ethnicity: number | null): Score {
  const pregnant = a.assessment_pregnant === 'yes';
  const boundaries = bmiBoundariesFor(ethnicity);
  const value = bmi(weightKg(a), heightCm(a));
  const perDay = answeredCigarettesPerDay(a);
  const c = {
    frequency: a.alcohol_drink_frequency,
    units: a.alcohol_units ?? 0,
    sixPlus: a.alcohol_how_often_four ?? 0,
  };
  const fullAudit = a.assessment_audit_confirm === 'yes';
  const more = [
    a.alcohol_unable_to_stop,
    a.alcohol_failed_to_do,
    a.alcohol_morning_drink,
    a.alcohol_guilt,
    a.alcohol_loss_memory,
    a.alcohol_caused_injury,
    a.alcohol_others_concerned,
  ].map((s) => s ?? 0);
  return {
    stats: {
      bmi: value,
      activity: toMinutes(a.active_hours, a.active_minutes),
      smoking: displayedPerDay(perDay),
      alcohol: weeklyUnits(a.alcohol_drink_frequency, a.alcohol_units ?? 0),
    },
    pregnant,
    boundaries,
    lowerThresholds: boundaries === LOWER_BMI_BOUNDARIES,
    bmiBand: pregnant ? null : bmiBand(value, boundaries),
    sittingMinutesADay: toMinutes(a.sitting_hours, a.sitting_minutes),
    weeklySaving: weeklySaving(perDay),
    auditBand: fullAudit ? auditBand(auditScore({ ...c, more })) : auditCBand(auditCScore(c)),
    fullAudit,
  };
}
