import { MSG } from '@coaching/shared/messages';
import { auditScore, unitsScore, weeklyUnits } from '@coaching/shared/rules/audit';
import {
  bmi,
  feetToCm,
  LOWER_BMI_BOUNDARIES,
  STANDARD_BMI_BOUNDARIES,
  stoneToKg,
} from '@coaching/shared/rules/bmi';
import {
  ASSESSMENT_MSG,
  AUDIT_QUESTION_FIELDS,
  FINAL_QUESTION_FIELDS,
} from '@coaching/shared/schemas/assessment';
import { FIRST_CHECK_ANSWERS, FOLLOW_UP_ANSWERS } from '@coaching/shared/test/assessment-examples';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessments, clients } from '../../db/schema.ts';
import { addClient } from '../../test/assessment-test-data.ts';
import { createTestApp, DEMO_CLIENT, logIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let demo: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  demo = await logIn(t.app, DEMO_CLIENT);
});
afterAll(() => t.close());

const submit = (headers: Record<string, string>, assessment: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/assessment/new', headers, payload: { assessment } });
const preAssessment = (headers: Record<string, string> = {}, url = '/api/public-assessment') =>
  t.app.inject({ method: 'GET', url, headers });
/** Monthly or less, one small glass of wine: a score too low for the remaining AUDIT questions. */
const LIGHT_DRINKER = Object.fromEntries(
  Object.entries({
    ...FIRST_CHECK_ANSWERS,
    alcohol_drink_frequency: 1,
    alcohol_units: 1.5,
    alcohol_beverage_standard_wine: undefined,
    alcohol_beverage_small_wine: 1,
    alcohol_how_often_four: 0,
  }).filter(
    ([field, value]) =>
      value !== undefined &&
      field !== 'assessment_audit_confirm' &&
      !(AUDIT_QUESTION_FIELDS as readonly string[]).includes(field) &&
      !(FINAL_QUESTION_FIELDS as readonly string[]).includes(field),
  ),
);
const countOf = async (id: number) =>
  (await t.db.select({ n: clients.assessmentCount }).from(clients).where(eq(clients.id, id)))[0]?.n;

describe('POST /api/assessment/new', () => {
  it('scores a first check with the shared rules, stores it and counts it', async () => {
    const client = await addClient(t.db, { ethnicity: null, pathways: ['move-more'] });
    expect((await preAssessment(client.headers)).json().assessment_count).toBe(0);

    const res = await submit(client.headers, FIRST_CHECK_ANSWERS);
    expect(res.statusCode).toBe(200);
    const result = res.json();
    expect(result.status).toBe('ok');
    expect(result.stats).toEqual({
      current: { bmi: bmi(80, 165), activity: 90, smoking: 10, alcohol: weeklyUnits(3, 6.3) },
      previous: null,
    });
    expect(result.stats.current).toEqual({ bmi: 29.4, activity: 90, smoking: 10, alcohol: 15.8 });
    expect(result.messages.bmi).toMatchObject({ band: 'overweight', boundaries: STANDARD_BMI_BOUNDARIES });
    expect(unitsScore(6.3)).toBe(2);
    expect(auditScore({ frequency: 3, units: 6.3, sixPlus: 2, more: [1, 0, 0, 2, 0, 0, 2] })).toBe(12);
    expect(result.messages.alcohol).toMatchObject({ band: 'increasing-risk' });
    expect(result.messages.smoking.overview).toContain('£31.50');
    for (const area of ['bmi', 'activity', 'smoking', 'alcohol']) {
      expect(result.messages[area]).toEqual(
        expect.objectContaining({
          title: expect.any(String),
          overview: expect.any(String),
          message: expect.any(String),
        }),
      );
    }

    const [row] = await t.db.select().from(clients).where(eq(clients.id, client.id));
    expect(row).toMatchObject({ assessmentCount: 1, pathways: ['lose-weight', 'drink-less'], ethnicity: 1 });
    const stored = await t.db.select().from(assessments).where(eq(assessments.clientId, client.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ kind: 'new', reminderType: null, stats: result.stats.current });
    expect(stored[0]?.answers).toEqual(FIRST_CHECK_ANSWERS);

    const second = await submit(client.headers, FOLLOW_UP_ANSWERS);
    expect(second.statusCode).toBe(200);
    expect(second.json().stats.previous).toEqual(result.stats.current);
    expect(second.json().stats.current).toEqual({
      bmi: bmi(stoneToKg(12, 4), feetToCm(5, 5)),
      activity: 180,
      smoking: 0,
      alcohol: 0,
    });
    expect(await countOf(client.id)).toBe(2);
  });

  it('compares with the client’s previous check', async () => {
    const res = await submit(demo, FOLLOW_UP_ANSWERS);
    expect(res.statusCode).toBe(200);
    expect(res.json().stats.previous).toEqual({ bmi: 29.8, activity: 60, smoking: 10, alcohol: 16 });
  });

  it('moves the BMI boundaries with the ethnicity answer', async () => {
    const client = await addClient(t.db);
    const res = await submit(client.headers, {
      ...FIRST_CHECK_ANSWERS,
      ethnicity: 11,
      assessment_weight_kg: 65,
      assessment_height_cm: 165,
    });
    expect(res.json().messages.bmi).toMatchObject({
      band: 'overweight',
      boundaries: LOWER_BMI_BOUNDARIES,
    });
    expect(res.json().stats.current.bmi).toBe(23.9);
  });

  it('does not band BMI in pregnancy and fills the alcohol advice with no-alcohol', async () => {
    const client = await addClient(t.db);
    const res = await submit(client.headers, { ...FIRST_CHECK_ANSWERS, assessment_pregnant: 'yes' });
    const { bmi: bmiMessage, alcohol } = res.json().messages;
    expect(bmiMessage.band).toBeNull();
    expect(bmiMessage.message).toContain('pregnan');
    expect(alcohol.message).toContain('not to drink alcohol at all');
  });

  it('tells a pregnant client who drinks a little that it is not safe, never that it is lower risk', async () => {
    const client = await addClient(t.db);
    const res = await submit(client.headers, { ...LIGHT_DRINKER, assessment_pregnant: 'yes' });
    expect(res.statusCode).toBe(200);
    const { alcohol } = res.json().messages;
    expect(res.json().stats.current.alcohol).toBe(0.3);
    expect(alcohol).toMatchObject({ band: 'lower-risk', risk: 'Not safe in pregnancy' });
    expect(`${alcohol.overview} ${alcohol.message}`).not.toMatch(/low-risk guideline|lower risk|14 units/i);
    expect(alcohol.overview).toContain('not safe in pregnancy');

    const other = await addClient(t.db);
    const notPregnant = (await submit(other.headers, LIGHT_DRINKER)).json().messages.alcohol;
    expect(notPregnant.risk).toBe('Lower risk');
    expect(notPregnant.overview).toContain('within the 14 units a week low-risk guideline');
  });

  it('works out the saving of someone who does not smoke every day from the week’s cigarettes', async () => {
    const client = await addClient(t.db);
    const res = await submit(client.headers, {
      ...FIRST_CHECK_ANSWERS,
      smoking_daily: 'no',
      smoking_frequency: 3,
      smoking_numbers: 5,
    });
    expect(res.json().stats.current.smoking).toBe(2.1);
    expect(res.json().messages.smoking.overview).toContain('£6.75');
  });

  it('treats blank answers to questions the path skipped as absent, and still refuses real ones', async () => {
    const skipped = {
      motivations: [1],
      motivation_other: '',
      smoking_smoke_or_vape: 'neither',
      smoking_type: null,
      smoking_type_other: '',
      smoking_daily: '',
      smoking_numbers: null,
      smoking_time_years: '',
      smoking_time_months: '',
      smoking_vape_nicotine: null,
      assessment_weight_st: '',
      assessment_height_ft: null,
    };
    const client = await addClient(t.db);
    const res = await submit(client.headers, { ...FIRST_CHECK_ANSWERS, ...skipped });
    expect(res.statusCode).toBe(200);
    expect(res.json().stats.current.smoking).toBe(0);

    const other = await addClient(t.db);
    const answered = await submit(other.headers, {
      ...FIRST_CHECK_ANSWERS,
      ...skipped,
      motivation_other: 'Run',
    });
    expect(answered.statusCode).toBe(400);
    expect(answered.json().errors).toEqual({ 'assessment.motivation_other': [ASSESSMENT_MSG.notAsked] });
  });

  it('does not ask a man, or anyone 65 or over, about pregnancy', async () => {
    for (const overrides of [{ gender: 1 }, { dob: '1950-01-01' }]) {
      const client = await addClient(t.db, overrides);
      const res = await submit(client.headers, FIRST_CHECK_ANSWERS);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ 'assessment.assessment_pregnant': [ASSESSMENT_MSG.notAsked] });
      const { assessment_pregnant: _, ...rest } = FIRST_CHECK_ANSWERS;
      expect((await submit(client.headers, rest)).statusCode).toBe(200);
    }
  });

  it.each([
    [
      'a height of 3 m',
      { assessment_height_cm: 300 },
      'assessment.assessment_height_cm',
      ASSESSMENT_MSG.height,
    ],
    [
      'a weight of 0 kg',
      { assessment_weight_kg: 0 },
      'assessment.assessment_weight_kg',
      ASSESSMENT_MSG.weight,
    ],
    ['a number sent as text', { active_hours: '2' }, 'assessment.active_hours', 'Numeric characters only'],
    ['an unknown field', { favourite_food: 'chips' }, 'assessment.favourite_food', 'Unknown field'],
    ['a missing answer', { sitting_hours: undefined }, 'assessment.sitting_hours', 'Required'],
    [
      'an AUDIT score that does not exist',
      { alcohol_guilt: 5 },
      'assessment.alcohol_guilt',
      'Select an option',
    ],
    [
      'units that do not match the drinks',
      { alcohol_units: 9 },
      'assessment.alcohol_units',
      ASSESSMENT_MSG.unitsMismatch,
    ],
    [
      'a skipped question answered',
      { smoking_smoke_or_vape: 'neither' },
      'assessment.smoking_type',
      ASSESSMENT_MSG.notAsked,
    ],
    ['an excluded smoking type', { smoking_type: 2 }, 'assessment.smoking_type', ASSESSMENT_MSG.smokingType],
    ['Not Disclosed as ethnicity', { ethnicity: 4 }, 'assessment.ethnicity', ASSESSMENT_MSG.ethnicity],
  ])('answers 400 to %s and stores nothing', async (_, change, field, message) => {
    const client = await addClient(t.db);
    const res = await submit(client.headers, { ...FIRST_CHECK_ANSWERS, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toContain(message);
    expect(await countOf(client.id)).toBe(0);
  });

  it('refuses goals and ethnicity after the first check', async () => {
    const res = await submit(demo, { ...FOLLOW_UP_ANSWERS, pathways: ['move-more'], ethnicity: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      'assessment.pathways': [ASSESSMENT_MSG.notAsked],
      'assessment.ethnicity': [ASSESSMENT_MSG.notAsked],
    });
  });

  it('refuses answers that are not options of their lists, and keeps the client’s ethnicity', async () => {
    const client = await addClient(t.db, { ethnicity: 1 });
    const res = await submit(client.headers, {
      ...FIRST_CHECK_ANSWERS,
      motivations: [8, 9999],
      ethnicity: 9999,
      smoking_type: 9999,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      'assessment.motivations': [MSG.choose],
      'assessment.ethnicity': [ASSESSMENT_MSG.ethnicity],
      'assessment.smoking_type': [ASSESSMENT_MSG.smokingType],
    });
    const [stored] = await t.db
      .select({ ethnicity: clients.ethnicity })
      .from(clients)
      .where(eq(clients.id, client.id));
    expect(stored?.ethnicity).toBe(1);
    expect(await countOf(client.id)).toBe(0);
    expect(await t.db.select().from(assessments).where(eq(assessments.clientId, client.id))).toEqual([]);
  });

  it('answers 400 to a body without the assessment object and 401 without a token', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/assessment/new', headers: demo, payload: {} }))
        .statusCode,
    ).toBe(400);
    expect((await submit({}, FIRST_CHECK_ANSWERS)).statusCode).toBe(401);
  });

  it('counts a check only for the caller', async () => {
    const a = await addClient(t.db);
    const b = await addClient(t.db);
    expect((await submit(a.headers, FIRST_CHECK_ANSWERS)).statusCode).toBe(200);
    expect([await countOf(a.id), await countOf(b.id)]).toEqual([1, 0]);
  });
});
