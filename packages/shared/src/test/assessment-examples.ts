import type { AssessmentAnswers } from '../schemas/assessment.ts';

/**
 * Complete example answers for tests: a first check by a woman who smokes and drinks enough for
 * the full AUDIT (every page visited).
 */
export const FIRST_CHECK_ANSWERS = {
  pathways: ['lose-weight', 'drink-less'],
  motivations: [1, 8],
  motivation_other: 'To run with my children',
  weight_metric: 'kg',
  assessment_weight_kg: 80,
  assessment_height_cm: 165,
  ethnicity: 1,
  assessment_pregnant: 'no',
  active_hours: 1,
  active_minutes: 30,
  sitting_hours: 8,
  sitting_minutes: 0,
  smoking_smoke_or_vape: 'smoke',
  smoking_type: 3,
  smoking_daily: 'yes',
  smoking_numbers: 10,
  smoking_time_years: 12,
  smoking_time_months: 6,
  alcohol_drink_frequency: 3,
  alcohol_units: 6.3,
  alcohol_beverage_standard_wine: 3,
  alcohol_how_often_four: 2,
  assessment_audit_confirm: 'yes',
  alcohol_unable_to_stop: 1,
  alcohol_failed_to_do: 0,
  alcohol_morning_drink: 0,
  alcohol_guilt: 2,
  alcohol_loss_memory: 0,
  alcohol_caused_injury: 0,
  alcohol_others_concerned: 2,
} satisfies AssessmentAnswers;

/**
 * A follow-up (goals and ethnicity not asked) by a woman of child-bearing age, asked about
 * pregnancy again, who vapes and never drinks.
 */
export const FOLLOW_UP_ANSWERS = {
  motivations: [2],
  weight_metric: 'st',
  assessment_weight_st: 12,
  assessment_weight_lbs: 4,
  assessment_height_ft: 5,
  assessment_height_in: 5,
  assessment_pregnant: 'no',
  active_hours: 3,
  active_minutes: 0,
  sitting_hours: 6,
  sitting_minutes: 30,
  smoking_smoke_or_vape: 'vape',
  smoking_vape_daily: 'no',
  smoking_vape_frequency: 3,
  smoking_vape_nicotine: 12,
  smoking_vape_time_years: 1,
  smoking_vape_time_months: 0,
  alcohol_drink_frequency: 0,
} satisfies AssessmentAnswers;
