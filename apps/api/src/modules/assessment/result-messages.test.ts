import type { AssessmentAnswers } from '@coaching/shared/schemas/assessment';
import { FIRST_CHECK_ANSWERS } from '@coaching/shared/test/assessment-examples';
import { describe, expect, it } from 'vitest';
import { resultMessages } from './result-messages.ts';
import { scoreAssessment } from './score-assessment.ts';

const MONTHLY_OR_LESS = 1;

const drinkingOverview = (answers: Partial<AssessmentAnswers>) => {
  const a = { ...FIRST_CHECK_ANSWERS, ...answers, assessment_audit_confirm: undefined } as AssessmentAnswers;
  return resultMessages(scoreAssessment(a, 1), a, null).alcohol.overview;
};

describe('the drinking result', () => {
  it('says how much in words a person would use, never "about 0 units"', () => {
    const trace = { alcohol_drink_frequency: MONTHLY_OR_LESS, alcohol_units: 0.1, alcohol_how_often_four: 0 };
    expect(drinkingOverview(trace)).toMatch(/^You drink less than 0\.1 units a week\. /);
    expect(drinkingOverview({ ...trace, alcohol_units: 1, alcohol_drink_frequency: 3 })).toMatch(
      /^You drink about 2\.5 units a week\. /,
    );
    expect(drinkingOverview({ ...trace, alcohol_drink_frequency: 2, alcohol_units: 1.4 })).toMatch(
      /^You drink about 1 unit a week\. /,
    );
  });
});
