import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const runAt = (at: string) => t.app.inject({ method: 'POST', url: '/dev/scheduler/run', payload: { at } });

describe('POST /dev/scheduler/run', () => {
  it('runs a pass as if the London clock showed the time given, in winter and in summer', async () => {
    expect((await runAt('2027-01-15T09:00')).json()).toMatchObject({ now: '2027-01-15T09:00:00.000Z' });
    expect((await runAt('2027-07-15T09:00')).json()).toMatchObject({ now: '2027-07-15T08:00:00.000Z' });
  });

  it.each([
    '2027-02-30T09:00',
    '2027-13-01T09:00',
    '2027-03-01T24:00',
    '2027-03-01T09:60',
    '2027-3-1T9:00',
    '',
  ])('refuses %j instead of rolling it over to another day', async (at) => {
    const res = await runAt(at);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.at).toEqual(['Give a real London date and time as YYYY-MM-DDTHH:MM']);
  });
});
