import { ASSESSMENT_MSG } from '@coaching/shared/schemas/assessment';
import { FIRST_CHECK_ANSWERS, FOLLOW_UP_ANSWERS } from '@coaching/shared/test/assessment-examples';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addClient, latestFollowUpLink } from '../../test/assessment-test-data.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sendFollowUpLink } from './send-follow-up-link.ts';

// docs/product.md#pregnancy, #alcohol, #wording: the advice of every check, not only the first.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newCheck = (headers: Record<string, string>, assessment: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/assessment/new', headers, payload: { assessment } });
const followUp = (hash: string, assessment: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/assessment/follow-up',
    payload: { assessment, hash, reminder_type: 'text' },
  });

/** The follow-up by someone still drinking monthly or less, one small glass: AUDIT-C lower risk. */
const DRINKING_FOLLOW_UP = {
  ...FOLLOW_UP_ANSWERS,
  alcohol_drink_frequency: 1,
  alcohol_units: 1.5,
  alcohol_beverage_small_wine: 1,
  alcohol_how_often_four: 0,
};

async function afterFirstCheck(first: Record<string, unknown> = FIRST_CHECK_ANSWERS, overrides = {}) {
  const client = await addClient(t.db, overrides);
  expect((await newCheck(client.headers, first)).statusCode).toBe(200);
  await sendFollowUpLink(t.db, t.app.config, client.id, 'email');
  const { hash } = await latestFollowUpLink(t.db, client.email);
  return { ...client, hash };
}

describe('pregnancy on every check', () => {
  it('asks again at the 3-month check by link and never tells a pregnant drinker "lower risk"', async () => {
    const { hash } = await afterFirstCheck({ ...FIRST_CHECK_ANSWERS, assessment_pregnant: 'yes' });
    const { assessment_pregnant: _, ...unanswered } = DRINKING_FOLLOW_UP;
    const missing = await followUp(hash, unanswered);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ 'assessment.assessment_pregnant': ['Required'] });

    const res = await followUp(hash, { ...DRINKING_FOLLOW_UP, assessment_pregnant: 'yes' });
    expect(res.statusCode).toBe(200);
    const { alcohol, bmi, activity } = res.json().messages;
    expect(alcohol).toMatchObject({ band: 'lower-risk', risk: 'Not safe in pregnancy' });
    expect(`${alcohol.overview} ${alcohol.message}`).not.toMatch(/lower risk|low-risk guideline/i);
    expect(bmi.band).toBeNull();
    expect(activity.message).toContain('In pregnancy, keeping active is good for you and your baby');
  });

  it('uses this check’s answer: no longer pregnant at a repeat check while signed in gets the usual advice', async () => {
    const client = await afterFirstCheck({ ...FIRST_CHECK_ANSWERS, assessment_pregnant: 'yes' });
    const res = await newCheck(client.headers, { ...DRINKING_FOLLOW_UP, assessment_pregnant: 'no' });
    expect(res.statusCode).toBe(200);
    const { alcohol, bmi, activity } = res.json().messages;
    expect(alcohol.risk).toBe('Lower risk');
    expect(bmi.band).not.toBeNull();
    expect(activity.message).not.toContain('pregnan');
  });

  it('does not ask a man, or a woman over 55, on a repeat check', async () => {
    const { assessment_pregnant: _, ...firstUnasked } = FIRST_CHECK_ANSWERS;
    for (const who of [{ gender: 1 }, { dob: '1960-01-01' }]) {
      const { hash } = await afterFirstCheck(firstUnasked, who);
      const res = await followUp(hash, DRINKING_FOLLOW_UP);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ 'assessment.assessment_pregnant': [ASSESSMENT_MSG.notAsked] });
    }
  });
});

describe('the full AUDIT at a positive screen', () => {
  it('needs questions 4-10 at AUDIT-C 6 with six-plus Never (4+ a week, 5-7 units)', async () => {
    const client = await addClient(t.db);
    const often = {
      ...FIRST_CHECK_ANSWERS,
      alcohol_drink_frequency: 4,
      alcohol_units: 6,
      alcohol_beverage_standard_wine: undefined,
      alcohol_beverage_large_wine: 2,
      alcohol_how_often_four: 0,
    };
    const { assessment_audit_confirm: _, ...unconfirmed } = often;
    const missing = await newCheck(client.headers, unconfirmed);
    expect(missing.json().errors).toMatchObject({ 'assessment.assessment_audit_confirm': ['Required'] });
    const res = await newCheck(client.headers, often);
    expect(res.statusCode).toBe(200);
    expect(res.json().messages.alcohol.overview).toContain('Your AUDIT result');
  });
});

describe('results at zero read as advice', () => {
  it('says a client who has stopped smoking did well, and gives no activity as its own sentence', async () => {
    const { hash } = await afterFirstCheck();
    const res = await followUp(hash, { ...FOLLOW_UP_ANSWERS, active_hours: 0, active_minutes: 0 });
    expect(res.statusCode).toBe(200);
    const { smoking, activity } = res.json().messages;
    expect(smoking.overview).toBe('You have stopped smoking since your last check: well done! You vape now.');
    expect(activity.overview).toBe(
      'You are not doing any physical activity in a typical week yet: inactive.',
    );
    expect(JSON.stringify(res.json().messages)).not.toMatch(/no time|\b0 cigarettes|about 0/);
  });
});
