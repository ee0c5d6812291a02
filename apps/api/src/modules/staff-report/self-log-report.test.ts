import { addDays } from '@coaching/shared/rules/dates';
import { londonInstant } from '@coaching/shared/rules/london-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessments } from '../../db/schema.ts';
import { addSelfLogEntries, type EntryRow } from '../../test/self-log-entries.ts';
import { addClient } from '../../test/staff-fixtures.ts';
import { staffWorld } from '../../test/staff-world.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: Record<string, string>;
let coach: Record<string, string>;

// A first check on Monday 5 January 2026: 90 kg, 60 active minutes, 20 units, 10 cigarettes.
const FIRST = '2026-01-05';
const weekly = (weeks: number[]): EntryRow[] => weeks.map((w) => ['activity', addDays(FIRST, 7 * w + 2), 30]);

async function clientWithCheck(email: string, entries: EntryRow[], firstDay = FIRST) {
  const id = await addClient(t.db, { email });
  await t.db.insert(assessments).values({
    clientId: id,
    kind: 'new',
    answers: { weight_metric: 'kg', assessment_weight_kg: 90 },
    stats: { bmi: 30, activity: 60, smoking: 10, alcohol: 20 },
    messages: {},
    createdAt: londonInstant(firstDay, '10:00'),
  });
  await addSelfLogEntries(t.db, id, entries);
}

beforeAll(async () => {
  ({ t, admin, coach } = await staffWorld());
  await clientWithCheck('eight@example.com', [
    ...weekly([0, 1, 2, 3, 5, 6, 8, 11]),
    ['weight', '2026-03-16', 88],
    ['weight', '2026-03-18', 87],
  ]);
  await clientWithCheck('seven@example.com', [
    ...weekly([0, 1, 2, 3, 4, 5, 12]),
    ['weight', '2026-03-18', 92],
  ]);
  // Eight weeks, but the 12 weeks end after 31 March.
  await clientWithCheck('late@example.com', weekly([0, 1, 2, 3, 4, 5, 6, 7]), '2026-01-20');
});
afterAll(() => t.close());

const report = (query: string, headers = admin) =>
  t.app.inject({ method: 'GET', url: `/api/staff/report/self-log?${query}`, headers });

describe('self-logging in the outcome report', () => {
  it('counts who logged in 8 of their first 12 weeks, of those whose 12 weeks ended in the period', async () => {
    const res = await report('from=2026-01-01&to=2026-03-31');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.kept_logging).toEqual({ clients: 2, logged_8_of_12: 1 });
  });

  it('gives the self-reported change from the first check by the last week logged in the period', async () => {
    const { self_reported } = (await report('from=2026-01-01&to=2026-03-31')).json().data;
    expect(self_reported).toEqual([
      // 87 kg (the week's last) and 92 kg against 90.
      { measure: 'weight', clients: 2, mean_change: -0.5, share_improved: 0.5 },
      // The last weeks' totals: 30 minutes each, against 60 at the first check.
      { measure: 'activity', clients: 3, mean_change: -30, share_improved: 0 },
      { measure: 'alcohol', clients: 0, mean_change: null, share_improved: null },
      { measure: 'smoking', clients: 0, mean_change: null, share_improved: null },
    ]);
  });

  it('refuses a bad period and anyone but an administrator', async () => {
    const bad = await report('from=2026-03-31&to=2026-01-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ to: ['The end date must be the same as or after the start date'] });
    expect((await report('from=2026-02-30&to=2026-03-01')).statusCode).toBe(400);
    expect((await report('from=2026-01-01&to=2026-03-31&x=1')).statusCode).toBe(400);
    expect((await report('from=2026-01-01&to=2026-03-31', coach)).statusCode).toBe(403);
  });
});
