import { FIRST_CHECK_ANSWERS } from '@coaching/shared/test/assessment-examples';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addClient } from '../../test/assessment-test-data.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const submit = (headers: Record<string, string>, assessment: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/assessment/new', headers, payload: { assessment } });

describe('the drinking overview of a health check', () => {
  it('says why drinking under 14 units a week is still at increasing risk, not that it is within the guideline', async () => {
    const client = await addClient(t.db);
    const res = await submit(client.headers, { ...FIRST_CHECK_ANSWERS, alcohol_drink_frequency: 2 });
    expect(res.statusCode).toBe(200);
    const { alcohol } = res.json().messages;
    expect(res.json().stats.current.alcohol).toBeLessThanOrEqual(14);
    expect(alcohol).toMatchObject({ band: 'increasing-risk' });
    expect(alcohol.overview).toContain(
      'under the 14 units a week low-risk guideline, but how often you drink and how much you drink at a time give an AUDIT result of increasing risk.',
    );
    expect(alcohol.overview).not.toContain('within');
  });
});
