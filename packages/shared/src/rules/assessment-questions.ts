import { OPTION } from '../constants.ts';
import type { AssessmentField } from '../schemas/assessment.ts';
import { HEAVY_OCCASION_UNITS, unitsExample } from './audit.ts';

/** The questions as asked, for the pages and the review. */
export const QUESTIONS = {
  pathways: 'Which goals would you like help with?',
  motivations: 'What motivates you to make a change?',
  motivation_other: 'Tell us what else motivates you',
  barriers: 'What gets in the way?',
  weight_metric: 'Weight',
  ethnicity: 'What is your ethnic group?',
  assessment_pregnant: 'Are you pregnant?',
  active: 'In a typical week, how much time do you spend being active?',
  sitting: 'On a typical day, how long do you spend sitting or lying down?',
  smoking_smoke_or_vape: 'Do you smoke or vape?',
  smoking_type: 'What do you smoke?',
  smoking_type_other: 'Tell us what you smoke',
  smoking_daily: 'Do you smoke every day?',
  smoking_frequency: 'On how many days a week do you smoke?',
  smoking_numbers: 'How many do you smoke on a day when you smoke?',
  smoking_time: 'How long have you smoked?',
  smoking_vape_daily: 'Do you vape every day?',
  smoking_vape_frequency: 'On how many days a week do you vape?',
  smoking_vape_nicotine: 'What strength is your e-liquid, in mg/ml?',
  smoking_vape_time: 'How long have you vaped?',
  alcohol_drink_frequency: 'How often do you have a drink containing alcohol?',
  alcohol_units: 'On a typical day when you drink, what do you have?',
  assessment_audit_confirm: 'Can we ask you a few more questions about your drinking?',
  alcohol_unable_to_stop:
    'How often during the last year have you found that you were not able to stop drinking once you had started?',
  alcohol_failed_to_do:
    'How often during the last year have you failed to do what was normally expected of you because of your drinking?',
  alcohol_morning_drink:
    'How often during the last year have you needed an alcoholic drink in the morning to get yourself going after a heavy drinking session?',
  alcohol_guilt: 'How often during the last year have you had a feeling of guilt or remorse after drinking?',
  alcohol_loss_memory:
    'How often during the last year have you been unable to remember what happened the night before because you had been drinking?',
  alcohol_caused_injury: 'Have you or somebody else been injured as a result of your drinking?',
  alcohol_others_concerned:
    'Has a relative, friend, doctor or other health worker been concerned about your drinking or suggested that you cut down?',
} satisfies Partial<
  Record<AssessmentField | 'active' | 'sitting' | 'smoking_time' | 'smoking_vape_time', string>
>;

/** Question 3 of AUDIT, UK version, and its example, for the threshold that applies to this person. */
export function sixPlusQuestion(gender: number | null): { question: string; hint: string } {
  const { female, male } = HEAVY_OCCASION_UNITS;
  if (gender === OPTION.genderMale || gender === OPTION.genderFemale) {
    const units = gender === OPTION.genderMale ? male : female;
    return {
      question: `How often do you have ${units} or more units on a single occasion?`,
      hint: `For example, ${unitsExample(units)}.`,
    };
  }
  return {
    question: `How often do you have ${female} or more units (${male} or more if you are a man) on a single occasion?`,
    hint: `For example, ${unitsExample(female)}; ${unitsExample(male)}.`,
  };
}

export const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];
