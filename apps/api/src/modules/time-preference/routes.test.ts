import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_CLIENT, DEMO_NO_PLAN, logIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let noPlan: { authorization: string };
let demo: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  noPlan = await logIn(t.app, DEMO_NO_PLAN);
  demo = await logIn(t.app, DEMO_CLIENT);
});
afterAll(() => t.close());

const save = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/contact/time-preference', headers, payload: payload as object });
const profileOf = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/mlw/me', headers })).json().data;

describe('POST /api/contact/time-preference', () => {
  it('saves the days and times, shown as the profile’s contact flags', async () => {
    const res = await save(noPlan, { days: ['fri', 'tue'], times: ['evening', 'morning'] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: 'ok' });
    expect(await profileOf(noPlan)).toMatchObject({
      contact_mon: false,
      contact_tue: true,
      contact_wed: false,
      contact_thu: false,
      contact_fri: true,
      contact_morning: true,
      contact_lunch: false,
      contact_afternoon: false,
      contact_evening: true,
    });
  });

  it('replaces an earlier choice', async () => {
    await save(noPlan, { days: ['mon'], times: ['lunch'] });
    const profile = await profileOf(noPlan);
    expect([
      profile.contact_mon,
      profile.contact_tue,
      profile.contact_lunch,
      profile.contact_morning,
    ]).toEqual([true, false, true, false]);
  });

  it('changes only the caller’s own preference', async () => {
    await save(noPlan, { days: ['thu'], times: ['afternoon'] });
    expect(await profileOf(demo)).toMatchObject({ contact_mon: true, contact_wed: true, contact_thu: false });
  });

  it.each([
    ['no days', { days: [], times: ['morning'] }, 'days', 'Select at least one'],
    ['no times', { days: ['mon'], times: [] }, 'times', 'Select at least one'],
    ['a weekend day', { days: ['sat'], times: ['morning'] }, 'days.0', 'Select an option'],
    ['an unknown time', { days: ['mon'], times: ['night'] }, 'times.0', 'Select an option'],
    ['a repeated day', { days: ['mon', 'mon'], times: ['morning'] }, 'days', 'Select at least one'],
    ['a missing list', { days: ['mon'] }, 'times', 'Select at least one'],
    ['an unknown field', { days: ['mon'], times: ['morning'], note: 'x' }, 'note', 'Unknown field'],
  ])('answers 400 to %s', async (_, payload, field, message) => {
    const res = await save(noPlan, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toContain(message);
  });

  it('answers 401 without a token', async () => {
    expect((await save({}, { days: ['mon'], times: ['morning'] })).statusCode).toBe(401);
  });
});
