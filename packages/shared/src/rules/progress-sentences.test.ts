import { describe, expect, it } from 'vitest';
import type { ProgressCheck } from '../schemas/progress.ts';
import { progressSentences } from './progress-sentences.ts';

const check = (date: string, values: Partial<ProgressCheck>): ProgressCheck => ({
  date,
  kind: 'follow-up',
  weight_kg: 90,
  bmi: 31.9,
  bmi_band: 'obese-1',
  activity_minutes: 60,
  units_week: 20,
  cigarettes_day: 10,
  pregnant: false,
  ...values,
});

describe('progressSentences', () => {
  it('compares the latest check with the first, one sentence per measure', () => {
    const s = progressSentences([
      check('2026-03-02', { kind: 'new' }),
      check('2026-06-02', { weight_kg: 87.9 }),
      check('2026-09-02', {
        weight_kg: 85.8,
        bmi: 30.4,
        activity_minutes: 160,
        units_week: 12,
        cigarettes_day: 4,
      }),
    ]);
    expect(s.weight.text).toBe(
      'You are 4.2 kg lighter than in March 2026; your BMI is 30.4: Obese (class 1).',
    );
    expect(s.activity.text).toBe(
      'You do 160 active minutes a week, 100 more than in March 2026; the aim is 150.',
    );
    expect(s.alcohol.text).toBe(
      'You drink about 12 units a week, 8 fewer than in March 2026; the low-risk limit is 14.',
    );
    expect(s.smoking.text).toBe('You smoke 4 cigarettes a day, 6 fewer than in March 2026.');
  });

  it('says where a person starts from with one check, and speaks of them to a coach', () => {
    const s = progressSentences([check('2026-03-02', { kind: 'new', cigarettes_day: 0 })], 'they');
    expect(s.weight.text).toBe('They are 90 kg; their BMI is 31.9: Obese (class 1).');
    expect(s.smoking.text).toBe('They did not smoke at any check.');
  });

  it('gives each measure at zero its own sentence, and congratulates stopping smoking', () => {
    const s = progressSentences([
      check('2026-03-02', { kind: 'new' }),
      check('2026-06-02', { activity_minutes: 0, units_week: 0, cigarettes_day: 0 }),
    ]);
    expect(s.activity.text).toBe(
      'You are not doing any physical activity in a week yet, 60 minutes fewer than in March 2026; the aim is 150 minutes.',
    );
    expect(s.alcohol.text).toBe(
      'You are not drinking alcohol, 20 units a week fewer than in March 2026: well within the low-risk limit of 14.',
    );
    expect(s.smoking.text).toBe('You have stopped smoking since March 2026: well done!');
    expect(
      Object.values(s)
        .map((m) => m.text)
        .join(' '),
    ).not.toMatch(/\b0 (cigarette|unit|active minute)/);
  });

  it('speaks of a coach’s client at zero too', () => {
    const s = progressSentences(
      [check('2026-03-02', { kind: 'new', activity_minutes: 0, units_week: 0 })],
      'they',
    );
    expect(s.activity.text).toBe(
      'They are not doing any physical activity in a week yet; the aim is 150 minutes.',
    );
    expect(s.alcohol.text).toBe('They are not drinking alcohol: well within the low-risk limit of 14.');
  });

  it('measures drinking in pregnancy, as answered at the latest check, against no alcohol, not 14 units', () => {
    const drinking = progressSentences([
      check('2026-03-02', { kind: 'new', units_week: 0.3 }),
      check('2026-06-02', { units_week: 0.3, pregnant: true }),
    ]);
    expect(drinking.alcohol.text).toBe(
      'You drink about 0.3 units a week; in pregnancy the safest approach is not to drink alcohol at all.',
    );
    const stopped = progressSentences(
      [check('2026-03-02', { kind: 'new', units_week: 0, pregnant: true })],
      'they',
    );
    expect(stopped.alcohol.text).toBe('They are not drinking alcohol, the safest choice in pregnancy.');
    const noLongerPregnant = progressSentences([
      check('2026-03-02', { kind: 'new', pregnant: true }),
      check('2026-06-02', { units_week: 12 }),
    ]);
    expect(noLongerPregnant.alcohol.text).toContain('the low-risk limit is 14');
  });

  it('says which checks each figure comes from, and when', () => {
    const s = progressSentences([
      check('2026-03-02', { kind: 'new' }),
      check('2026-09-02', { weight_kg: 88 }),
    ]);
    expect(s.activity.from).toBe('From your health checks on 02/03/2026 and 02/09/2026.');
    expect(s.weight.from).toBe('From your health checks on 02/03/2026 and 02/09/2026.');
    expect(progressSentences([check('2026-03-02', { kind: 'new' })], 'they').smoking.from).toBe(
      'From their health check on 02/03/2026.',
    );
  });

  it('leads with a weight recorded after the latest check, compared with the first', () => {
    const checks = [check('2026-03-02', { kind: 'new' }), check('2026-06-02', { weight_kg: 88 })];
    const s = progressSentences(checks, 'you', { day: '2026-07-20', value: 85.5 });
    expect(s.weight).toEqual({
      text: 'You are 85.5 kg, 4.5 kg lighter than in March 2026.',
      from: 'From what you recorded on 20/07/2026, and your first health check on 02/03/2026.',
    });
    expect(s.activity.from).toBe('From your health checks on 02/03/2026 and 02/06/2026.');
  });

  it('keeps the latest check when the recorded weight is older', () => {
    const checks = [check('2026-03-02', { kind: 'new' }), check('2026-06-02', { weight_kg: 88 })];
    const s = progressSentences(checks, 'you', { day: '2026-05-01', value: 85 });
    expect(s.weight.text).toBe('You are 2 kg lighter than in March 2026; your BMI is 31.9: Obese (class 1).');
  });
});
