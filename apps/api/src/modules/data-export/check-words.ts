// A stored health check's answers, scores and results as a person reads them in their data download
// (issue 28: not field names and answer numbers).
import { type Labels as AnswerLabels, reviewRows } from '@coaching/shared/rules/assessment-answer-rows';
import type { AssessmentAnswers } from '@coaching/shared/schemas/assessment';
import { assessmentStats } from '@coaching/shared/schemas/assessment-result';

/** Answers a check's schema accepted: every check asks weight, height and how often one drinks. */
const isStoredCheck = (answers: unknown): answers is Partial<AssessmentAnswers> =>
  typeof answers === 'object' &&
  answers !== null &&
  'weight_metric' in answers &&
  'alcohol_drink_frequency' in answers;

/** Each answer beside its question, as the check's "check your answers" page lists them. */
export function answersByQuestion(
  answers: unknown,
  labels: AnswerLabels,
): Record<string, string> | undefined {
  if (!isStoredCheck(answers)) return undefined;
  return Object.fromEntries(reviewRows(answers, labels).map((row) => [row.question, row.answer]));
}

/** The check's four numbers, each named with its unit. */
export function scoresInWords(stats: unknown): Record<string, string> | undefined {
  const parsed = assessmentStats.safeParse(stats);
  if (!parsed.success) return undefined;
  const { bmi, activity, smoking, alcohol } = parsed.data;
  return {
    'Body mass index (BMI)': String(bmi),
    'Minutes active a week': String(activity),
    'Cigarettes a day': String(smoking),
    'Alcohol units a week': String(alcohol),
  };
}

type AreaMessage = { title: string; overview: string; message: string };
const isAreaMessage = (value: unknown): value is AreaMessage =>
  typeof value === 'object' &&
  value !== null &&
  ['title', 'overview', 'message'].every(
    (key) => typeof (value as Record<string, unknown>)[key] === 'string',
  );

/** Each area's result under its heading, as the results page gives it (its overview, then its advice). */
export function resultsInWords(messages: unknown): Record<string, string> | undefined {
  if (typeof messages !== 'object' || messages === null) return undefined;
  const areas = Object.values(messages).filter(isAreaMessage);
  if (areas.length === 0) return undefined;
  return Object.fromEntries(areas.map((area) => [area.title, `${area.overview} ${area.message}`]));
}
