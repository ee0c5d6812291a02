import { describe, expect, it } from 'vitest';
import { FIRST_CHECK_ANSWERS, FOLLOW_UP_ANSWERS } from '../test/assessment-examples.ts';
import { ASSESSMENT_MSG, assessmentFields, followUpAssessmentRequest } from './assessment.ts';
import { askedAnswers, assessmentAnswersFor, assessmentPageSchema } from './assessment-path.ts';
import { BARRIER_TEXT } from './barriers.ts';

const first = { firstCheck: true, asksPregnancy: true };
const followUp = { firstCheck: false, asksPregnancy: true };

function errorsOf(answers: Record<string, unknown>, ctx = first) {
  const result = assessmentAnswersFor(ctx).safeParse(answers);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('a whole check', () => {
  it('accepts complete first-check and follow-up answers', () => {
    expect(errorsOf(FIRST_CHECK_ANSWERS)).toEqual({});
    expect(errorsOf(FOLLOW_UP_ANSWERS, followUp)).toEqual({});
  });

  it('rejects unknown fields and values of the wrong form', () => {
    const result = assessmentFields.safeParse({ ...FIRST_CHECK_ANSWERS, shoe_size: 9, active_hours: '1' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.code).sort()).toEqual(['invalid_type', 'unrecognized_keys']);
  });

  it('asks goals and ethnicity only on the first check', () => {
    const { pathways, ethnicity, ...rest } = FIRST_CHECK_ANSWERS;
    expect(errorsOf(rest)).toMatchObject({ pathways: 'Select at least one', ethnicity: 'Required' });
    expect(errorsOf({ ...FOLLOW_UP_ANSWERS, pathways, ethnicity }, followUp)).toEqual({
      pathways: ASSESSMENT_MSG.notAsked,
      ethnicity: ASSESSMENT_MSG.notAsked,
    });
  });

  it('asks about pregnancy on a follow-up too, for those asked', () => {
    const { assessment_pregnant, ...rest } = FOLLOW_UP_ANSWERS;
    expect(errorsOf(rest, followUp)).toEqual({ assessment_pregnant: 'Required' });
    expect(errorsOf({ ...rest, assessment_pregnant: 'yes' }, followUp)).toEqual({});
    expect(errorsOf(FOLLOW_UP_ANSWERS, { firstCheck: false, asksPregnancy: false })).toEqual({
      assessment_pregnant: ASSESSMENT_MSG.notAsked,
    });
  });

  it('asks about pregnancy only when the person may be asked', () => {
    const { assessment_pregnant, ...rest } = FIRST_CHECK_ANSWERS;
    expect(errorsOf(rest)).toEqual({ assessment_pregnant: 'Required' });
    expect(errorsOf(rest, { firstCheck: true, asksPregnancy: false })).toEqual({});
    expect(errorsOf(FIRST_CHECK_ANSWERS, { firstCheck: true, asksPregnancy: false })).toEqual({
      assessment_pregnant: ASSESSMENT_MSG.notAsked,
    });
  });

  it('needs the other motivation only when Other is chosen', () => {
    expect(errorsOf({ ...FIRST_CHECK_ANSWERS, motivation_other: undefined })).toEqual({
      motivation_other: 'Required',
    });
    expect(errorsOf({ ...FIRST_CHECK_ANSWERS, motivations: [1] })).toEqual({
      motivation_other: ASSESSMENT_MSG.notAsked,
    });
  });

  it('takes what gets in the way as optional keys of the common list, each once', () => {
    expect(errorsOf({ ...FIRST_CHECK_ANSWERS, barriers: ['weight-evening-cravings'] })).toEqual({});
    expect(errorsOf({ ...FOLLOW_UP_ANSWERS, barriers: [] }, followUp)).toEqual({});
    expect(
      errorsOf({ ...FIRST_CHECK_ANSWERS, barriers: ['weight-evening-cravings', 'no-such-barrier'] }),
    ).toEqual({ barriers: BARRIER_TEXT.chooseFromList });
    expect(errorsOf({ ...FIRST_CHECK_ANSWERS, barriers: ['drink-unwind', 'drink-unwind'] })).toEqual({
      barriers: 'Choose each one once',
    });
    expect(errorsOf({ ...FIRST_CHECK_ANSWERS, barriers: 'drink-unwind' })).toEqual({
      barriers: BARRIER_TEXT.chooseFromList,
    });
  });

  it('rejects measurements no adult has', () => {
    expect(errorsOf({ ...FIRST_CHECK_ANSWERS, assessment_height_cm: 300 })).toEqual({
      assessment_height_cm: ASSESSMENT_MSG.height,
    });
    expect(errorsOf({ ...FIRST_CHECK_ANSWERS, assessment_weight_kg: 0 })).toEqual({
      assessment_weight_kg: ASSESSMENT_MSG.weight,
    });
    expect(errorsOf({ ...FOLLOW_UP_ANSWERS, assessment_weight_st: 60 }, followUp)).toEqual({
      assessment_weight_st: ASSESSMENT_MSG.weight,
    });
    expect(errorsOf({ ...FOLLOW_UP_ANSWERS, assessment_weight_lbs: 14 }, followUp)).toHaveProperty(
      'assessment_weight_lbs',
    );
  });

  it('takes one unit for each measurement', () => {
    expect(errorsOf({ ...FIRST_CHECK_ANSWERS, assessment_weight_st: 12, assessment_weight_lbs: 8 })).toEqual({
      assessment_weight_st: ASSESSMENT_MSG.notAsked,
      assessment_weight_lbs: ASSESSMENT_MSG.notAsked,
    });
    expect(
      errorsOf({ ...FIRST_CHECK_ANSWERS, assessment_height_ft: 5, assessment_height_in: 5 }),
    ).toMatchObject({ assessment_height_ft: ASSESSMENT_MSG.oneHeightUnit });
  });

  it('needs the smoking details of a smoker and refuses them from someone who does not smoke', () => {
    expect(errorsOf({ ...FIRST_CHECK_ANSWERS, smoking_smoke_or_vape: 'smoke and vape' })).toEqual({
      smoking_vape_daily: 'Required',
      smoking_vape_nicotine: 'Required',
      smoking_vape_time_years: 'Required',
      smoking_vape_time_months: 'Required',
    });
    expect(errorsOf({ ...FIRST_CHECK_ANSWERS, smoking_daily: 'no' })).toEqual({
      smoking_frequency: 'Required',
    });
    expect(errorsOf({ ...FIRST_CHECK_ANSWERS, smoking_smoke_or_vape: 'neither' })).toMatchObject({
      smoking_type: ASSESSMENT_MSG.notAsked,
      smoking_numbers: ASSESSMENT_MSG.notAsked,
    });
  });

  it('refuses Non-Smoker and e-Cigarettes as a smoking type', () => {
    expect(errorsOf({ ...FIRST_CHECK_ANSWERS, smoking_type: 1 })).toEqual({
      smoking_type: ASSESSMENT_MSG.smokingType,
    });
    expect(errorsOf({ ...FIRST_CHECK_ANSWERS, smoking_type: 2 })).toEqual({
      smoking_type: ASSESSMENT_MSG.smokingType,
    });
  });

  it('refuses the alcohol answers after a frequency of Never', () => {
    expect(errorsOf({ ...FIRST_CHECK_ANSWERS, alcohol_drink_frequency: 0 })).toMatchObject({
      alcohol_units: ASSESSMENT_MSG.notAsked,
      alcohol_beverage_standard_wine: ASSESSMENT_MSG.notAsked,
      alcohol_how_often_four: ASSESSMENT_MSG.notAsked,
      alcohol_others_concerned: ASSESSMENT_MSG.notAsked,
    });
  });

  it('refuses the remaining AUDIT questions when they were declined', () => {
    expect(errorsOf({ ...FIRST_CHECK_ANSWERS, assessment_audit_confirm: 'no' })).toMatchObject({
      alcohol_guilt: ASSESSMENT_MSG.notAsked,
      alcohol_caused_injury: ASSESSMENT_MSG.notAsked,
    });
  });

  it('needs the units to match the drinks counted, to one decimal, and more than none', () => {
    expect(errorsOf({ ...FIRST_CHECK_ANSWERS, alcohol_units: 6.4 })).toEqual({
      alcohol_units: ASSESSMENT_MSG.unitsMismatch,
    });
    expect(errorsOf({ ...FIRST_CHECK_ANSWERS, alcohol_units: 6.35 })).toHaveProperty('alcohol_units');
    expect(
      errorsOf({ ...FIRST_CHECK_ANSWERS, alcohol_units: 0, alcohol_beverage_standard_wine: 0 }),
    ).toHaveProperty('alcohol_units', ASSESSMENT_MSG.addDrink);
  });

  it('scores the injury and concern questions only as 0, 2 or 4', () => {
    expect(errorsOf({ ...FIRST_CHECK_ANSWERS, alcohol_caused_injury: 1 })).toEqual({
      alcohol_caused_injury: 'Select an option',
    });
  });

  it('accepts a follow-up request with a hash and reminder type, and no other', () => {
    const ok = { assessment: FOLLOW_UP_ANSWERS, hash: 'a'.repeat(43), reminder_type: 'email' };
    expect(followUpAssessmentRequest.safeParse(ok).success).toBe(true);
    expect(followUpAssessmentRequest.safeParse({ ...ok, reminder_type: 'post' }).success).toBe(false);
  });
});

describe('one page of the form', () => {
  it('checks only that page’s answers', () => {
    const result = assessmentPageSchema('bmi', first).safeParse({
      weight_metric: 'kg',
      assessment_height_cm: 170,
    });
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'assessment_pregnant',
      'assessment_weight_kg',
      'ethnicity',
    ]);
    expect(
      assessmentPageSchema('activity', first).safeParse({ active_hours: 2, active_minutes: 0 }).success,
    ).toBe(true);
  });

  it('lets the motivations page go on without barriers, and refuses one not in the list', () => {
    const page = assessmentPageSchema('motivations', first);
    expect(page.safeParse({ motivations: [1] }).success).toBe(true);
    expect(page.safeParse({ motivations: [1], barriers: ['move-no-one-to-go-with'] }).success).toBe(true);
    const unknown = page.safeParse({ motivations: [1], barriers: ['not-a-barrier'] });
    expect(unknown.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['barriers', BARRIER_TEXT.chooseFromList],
    ]);
  });
});

describe('askedAnswers', () => {
  it('drops answers to questions the final path skips, keeping the drinks counted', () => {
    const changedMind = {
      ...FIRST_CHECK_ANSWERS,
      smoking_smoke_or_vape: 'neither' as const,
      alcohol_drink_frequency: 0,
    };
    const kept = askedAnswers(changedMind, first);
    expect(kept).not.toHaveProperty('smoking_type');
    expect(kept).not.toHaveProperty('alcohol_units');
    expect(kept).not.toHaveProperty('alcohol_guilt');
    expect(errorsOf(kept)).toEqual({});
    expect(askedAnswers(FIRST_CHECK_ANSWERS, first)).toEqual(FIRST_CHECK_ANSWERS);
  });

  it('keeps the barriers named, even none', () => {
    for (const barriers of [['smoke-stress'], []]) {
      expect(askedAnswers({ ...FOLLOW_UP_ANSWERS, barriers }, followUp)).toHaveProperty('barriers', barriers);
    }
  });
});

describe('the height unit the form chose', () => {
  it('asks for centimetres or for feet and inches', () => {
    const notAsked = { firstCheck: false, asksPregnancy: false };
    const cm = assessmentPageSchema('bmi', notAsked, 'cm').safeParse({
      weight_metric: 'kg',
      assessment_weight_kg: 70,
    });
    expect(cm.error?.issues.map((i) => i.path.join('.'))).toEqual(['assessment_height_cm']);
    const ft = assessmentPageSchema('bmi', notAsked, 'ft').safeParse({
      weight_metric: 'kg',
      assessment_weight_kg: 70,
    });
    expect(ft.error?.issues.map((i) => i.path.join('.'))).toEqual([
      'assessment_height_ft',
      'assessment_height_in',
    ]);
  });
});
