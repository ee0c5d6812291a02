import { describe, expect, it } from 'vitest';
import { demoHealthCheck } from './demo-health-check.ts';

const measures = {
  pathways: ['lose-weight', 'drink-less'] as const,
  weightKg: 84,
  heightCm: 168,
  activity: 60,
  smoking: 10,
  alcohol: 16,
};

describe('a demo health check', () => {
  it('is stored as a real check: the measures it was given, and the result messages they earn', () => {
    const check = demoHealthCheck(
      { gender: 2, dob: '1985-04-12', ethnicity: 1 },
      { ...measures, pathways: [...measures.pathways] },
    );
    expect(check.stats).toEqual({ bmi: 29.8, activity: 60, smoking: 10, alcohol: 16 });
    expect(check.messages.bmi).toMatchObject({ band: 'overweight' });
    expect(check.messages.alcohol).toMatchObject({ band: 'increasing-risk' });
    expect(check.answers.assessment_pregnant).toBe('no');
  });

  it('does not ask a man about pregnancy, nor about drinks he does not have', () => {
    const check = demoHealthCheck(
      { gender: 1, dob: '1970-01-01', ethnicity: 1 },
      { ...measures, pathways: ['move-more'], smoking: 0, alcohol: 0 },
    );
    expect(check.answers).not.toHaveProperty('assessment_pregnant');
    expect(check.answers).toMatchObject({ smoking_smoke_or_vape: 'neither', alcohol_drink_frequency: 0 });
    expect(check.messages.alcohol).toMatchObject({ band: 'lower-risk' });
  });
});
