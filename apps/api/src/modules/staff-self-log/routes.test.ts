import { addDays, todayIso } from '@coaching/shared/rules/dates';
import { hasStoppedLogging, unitsRise, weightRise } from '@coaching/shared/rules/self-log-alerts';
import { weekStart } from '@coaching/shared/rules/self-log-week';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../db/schema.ts';
import { addSelfLogEntries, type EntryRow } from '../../test/self-log-entries.ts';
import { addClient } from '../../test/staff-fixtures.ts';
import { staffWorld } from '../../test/staff-world.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
let coach: Record<string, string>;
let otherCoach: Record<string, string>;
let demoId: number;
let coachId: number;
let otherCoachId: number;

const today = todayIso();
const ago = (days: number) => addDays(today, -days);
/** Entries in each of the three weeks ending with the week of `last`. */
const threeWeeksTo = (last: string): EntryRow[] => [
  ['activity', addDays(weekStart(last), -14), 30],
  ['activity', addDays(weekStart(last), -5), 20],
  ['weight', last, 80],
];

const seeded: Record<string, EntryRow[]> = {
  stopped: threeWeeksTo(ago(15)),
  stillLogging: threeWeeksTo(ago(13)),
  weekMissing: [
    ['activity', addDays(weekStart(ago(15)), -14), 30],
    ['weight', ago(15), 80],
  ],
  heavier: [
    ['weight', ago(20), 80.1],
    ['weight', ago(1), 82.1],
  ],
  drinkingMore: [
    ['alcohol', ago(20), 10],
    ['alcohol', ago(3), 20],
  ],
  steady: [
    ['weight', ago(20), 80],
    ['weight', ago(1), 81.9],
    ['alcohol', ago(20), 10],
    ['alcohol', ago(3), 14],
  ],
};
const ids: Record<string, number> = {};
let othersClientId: number;

beforeAll(async () => {
  ({ t, coach, otherCoach, demoId, coachId, otherCoachId } = await staffWorld());
  for (const [name, rows] of Object.entries(seeded)) {
    ids[name] = await addClient(t.db, { email: `${name}@example.com`, coachId, firstName: name });
    await addSelfLogEntries(t.db, ids[name] ?? 0, rows);
  }
  const closed = await addClient(t.db, { email: 'closed@example.com', coachId, firstName: 'closed' });
  await t.db.update(clients).set({ closedAt: new Date() }).where(eq(clients.id, closed));
  othersClientId = await addClient(t.db, { email: 'o@example.com', coachId: otherCoachId, firstName: 'o' });
  for (const id of [closed, othersClientId]) await addSelfLogEntries(t.db, id, threeWeeksTo(ago(20)));
});
afterAll(() => t.close());

const get = (url: string, headers = coach) =>
  t.app.inject({ method: 'GET', url: `/api/staff/${url}`, headers });

describe('the record’s self-logging', () => {
  it('answers every entry oldest first with the targets', async () => {
    await addSelfLogEntries(t.db, demoId, [
      ['weight', ago(2), 90],
      ['activity', ago(9), 45],
    ]);
    await t.app.inject({
      method: 'PUT',
      url: `/api/staff/clients/${demoId}/plan/targets`,
      headers: coach,
      payload: { measure: 'activity', value: 150 },
    });
    const res = await get(`clients/${demoId}/self-log`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      entries: [
        { measure: 'activity', day: ago(9), value: 45, unit: 'minutes', note: null, updated: false },
        { measure: 'weight', day: ago(2), value: 90, unit: 'kg', note: null, updated: false },
      ],
      targets: [expect.objectContaining({ measure: 'activity', value: 150 })],
    });
  });

  it('answers 404 for another coach’s client and an unknown one, 400 for a bad id', async () => {
    expect((await get(`clients/${demoId}/self-log`, otherCoach)).statusCode).toBe(404);
    expect((await get('clients/999999/self-log')).statusCode).toBe(404);
    expect((await get('clients/abc/self-log')).statusCode).toBe(404);
  });
});

describe('My day’s self-logging lists', () => {
  it('names the open clients of the caller who stopped logging or are moving the wrong way', async () => {
    const res = await get('my-day/self-log');
    expect(res.statusCode).toBe(200);
    const { stopped, wrong_way } = res.json().data;
    expect(stopped).toEqual([
      { client_id: ids.stopped, first_name: 'stopped', last_name: 'Tester', last_day: ago(15) },
    ]);
    expect(wrong_way).toEqual([
      {
        client_id: ids.drinkingMore,
        first_name: 'drinkingMore',
        last_name: 'Tester',
        weight_rise: null,
        units_earlier: 5,
        units_recent: 10,
      },
      {
        client_id: ids.heavier,
        first_name: 'heavier',
        last_name: 'Tester',
        weight_rise: 2,
        units_earlier: null,
        units_recent: null,
      },
    ]);
  });

  it('agrees with the shared rules for every seeded client', async () => {
    const { stopped, wrong_way } = (await get('my-day/self-log')).json().data;
    for (const [name, rows] of Object.entries(seeded)) {
      const points = rows.map(([measure, day, value]) => ({ measure, day, value }));
      const id = ids[name];
      expect(
        stopped.some((r: { client_id: number }) => r.client_id === id),
        name,
      ).toBe(
        hasStoppedLogging(
          rows.map(([, day]) => day),
          today,
        ),
      );
      expect(
        wrong_way.some((r: { client_id: number }) => r.client_id === id),
        name,
      ).toBe(weightRise(points, today) !== null || unitsRise(points, today) !== null);
    }
  });

  it('shows another coach only their own client, and needs a staff login', async () => {
    const res = await get('my-day/self-log', otherCoach);
    expect(res.json().data).toEqual({
      stopped: [{ client_id: othersClientId, first_name: 'o', last_name: 'Tester', last_day: ago(20) }],
      wrong_way: [],
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/my-day/self-log' })).statusCode).toBe(401);
  });
});
