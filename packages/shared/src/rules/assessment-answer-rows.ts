import { PATHWAY_LABELS } from '../constants.ts';
import {
  type AssessmentAnswers,
  AUDIT_QUESTION_FIELDS,
  FINAL_QUESTION_FIELDS,
} from '../schemas/assessment.ts';
import { QUESTIONS } from './assessment-questions.ts';
import { DRINK_FREQUENCY_ANSWERS, HOW_OFTEN_ANSWERS, YES_IN_LAST_YEAR_ANSWERS } from './audit.ts';
import { findCommonBarrier } from './common-barriers.ts';
import { SMOKE_OR_VAPE_LABELS } from './smoking.ts';
import { DRINK_LABELS, DRINKS } from './units.ts';
import { hoursAndMinutes, yearsAndMonths } from './wording.ts';

export type ReviewRow = { key: string; question: string; answer: string };
/** Option labels by id, for the dropdown answers. */
export type Labels = {
  motivation: Map<number, string>;
  ethnicity: Map<number, string>;
  smokingType: Map<number, string>;
  /** The heavier drinking question as this person was asked it. */
  sixPlus: string;
};

const scoreLabel = (answers: readonly { score: number; label: string }[], score: number | undefined) =>
  answers.find((a) => a.score === score)?.label ?? '';
const yesNo = (v: string | undefined) => (v === 'yes' ? 'Yes' : 'No');
const hoursMinutes = (h: number | undefined, m: number | undefined) => hoursAndMinutes(h ?? 0, m ?? 0);
const yearsMonths = (y: number | undefined, m: number | undefined) => yearsAndMonths(y ?? 0, m ?? 0);

/**
 * The answers the path asked, each beside its question: the check's "check your answers" page (call
 * with answersToSend) and a stored check in the client's data download.
 */
export function reviewRows(a: Partial<AssessmentAnswers>, labels: Labels): ReviewRow[] {
  const rows: (ReviewRow | false | undefined)[] = [
    a.pathways && {
      key: 'pathways',
      question: QUESTIONS.pathways,
      answer: a.pathways.map((p) => PATHWAY_LABELS[p]).join(', '),
    },
    a.motivations && {
      key: 'motivations',
      question: QUESTIONS.motivations,
      answer: [...a.motivations.map((id) => labels.motivation.get(id) ?? ''), a.motivation_other ?? '']
        .filter(Boolean)
        .join(', '),
    },
    a.barriers && {
      key: 'barriers',
      question: QUESTIONS.barriers,
      answer: a.barriers.map((key) => findCommonBarrier(key)?.words ?? '').join(', ') || 'Nothing chosen',
    },
    {
      key: 'weight',
      question: 'Your weight',
      answer:
        a.weight_metric === 'st'
          ? `${a.assessment_weight_st} st ${a.assessment_weight_lbs} lb`
          : `${a.assessment_weight_kg} kg`,
    },
    {
      key: 'height',
      question: 'Your height',
      answer:
        a.assessment_height_cm === undefined
          ? `${a.assessment_height_ft} ft ${a.assessment_height_in} in`
          : `${a.assessment_height_cm} cm`,
    },
    a.ethnicity !== undefined && {
      key: 'ethnicity',
      question: QUESTIONS.ethnicity,
      answer: labels.ethnicity.get(a.ethnicity) ?? '',
    },
    a.assessment_pregnant && {
      key: 'pregnant',
      question: QUESTIONS.assessment_pregnant,
      answer: yesNo(a.assessment_pregnant),
    },
    { key: 'active', question: QUESTIONS.active, answer: hoursMinutes(a.active_hours, a.active_minutes) },
    { key: 'sitting', question: QUESTIONS.sitting, answer: hoursMinutes(a.sitting_hours, a.sitting_minutes) },
    a.smoking_smoke_or_vape && {
      key: 'smoke-or-vape',
      question: QUESTIONS.smoking_smoke_or_vape,
      answer: SMOKE_OR_VAPE_LABELS[a.smoking_smoke_or_vape],
    },
    a.smoking_type !== undefined && {
      key: 'smoking-type',
      question: QUESTIONS.smoking_type,
      answer: [labels.smokingType.get(a.smoking_type), a.smoking_type_other].filter(Boolean).join(': '),
    },
    a.smoking_daily && {
      key: 'smoking-daily',
      question: QUESTIONS.smoking_daily,
      answer: yesNo(a.smoking_daily),
    },
    a.smoking_frequency !== undefined && {
      key: 'smoking-frequency',
      question: QUESTIONS.smoking_frequency,
      answer: String(a.smoking_frequency),
    },
    a.smoking_numbers !== undefined && {
      key: 'smoking-numbers',
      question: QUESTIONS.smoking_numbers,
      answer: String(a.smoking_numbers),
    },
    a.smoking_time_years !== undefined && {
      key: 'smoking-time',
      question: QUESTIONS.smoking_time,
      answer: yearsMonths(a.smoking_time_years, a.smoking_time_months),
    },
    a.smoking_vape_daily && {
      key: 'vape-daily',
      question: QUESTIONS.smoking_vape_daily,
      answer: yesNo(a.smoking_vape_daily),
    },
    a.smoking_vape_frequency !== undefined && {
      key: 'vape-frequency',
      question: QUESTIONS.smoking_vape_frequency,
      answer: String(a.smoking_vape_frequency),
    },
    a.smoking_vape_nicotine !== undefined && {
      key: 'vape-nicotine',
      question: QUESTIONS.smoking_vape_nicotine,
      answer: `${a.smoking_vape_nicotine} mg/ml`,
    },
    a.smoking_vape_time_years !== undefined && {
      key: 'vape-time',
      question: QUESTIONS.smoking_vape_time,
      answer: yearsMonths(a.smoking_vape_time_years, a.smoking_vape_time_months),
    },
    {
      key: 'frequency',
      question: QUESTIONS.alcohol_drink_frequency,
      answer: scoreLabel(DRINK_FREQUENCY_ANSWERS, a.alcohol_drink_frequency),
    },
    a.alcohol_units !== undefined && {
      key: 'units',
      question: QUESTIONS.alcohol_units,
      answer: [
        ...DRINKS.filter((d) => (a[`alcohol_beverage_${d}`] ?? 0) > 0).map(
          (d) => `${a[`alcohol_beverage_${d}`]} × ${DRINK_LABELS[d].toLowerCase()}`,
        ),
        `${a.alcohol_units.toFixed(1)} units in all`,
      ].join(', '),
    },
    a.alcohol_how_often_four !== undefined && {
      key: 'six-plus',
      question: labels.sixPlus,
      answer: scoreLabel(HOW_OFTEN_ANSWERS, a.alcohol_how_often_four),
    },
    a.assessment_audit_confirm && {
      key: 'audit-confirm',
      question: QUESTIONS.assessment_audit_confirm,
      answer: yesNo(a.assessment_audit_confirm),
    },
    ...AUDIT_QUESTION_FIELDS.map(
      (f) =>
        a[f] !== undefined && { key: f, question: QUESTIONS[f], answer: scoreLabel(HOW_OFTEN_ANSWERS, a[f]) },
    ),
    ...FINAL_QUESTION_FIELDS.map(
      (f) =>
        a[f] !== undefined && {
          key: f,
          question: QUESTIONS[f],
          answer: scoreLabel(YES_IN_LAST_YEAR_ANSWERS, a[f]),
        },
    ),
  ];
  return rows.filter((row): row is ReviewRow => Boolean(row));
}
