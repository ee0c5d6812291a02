import { addDays, todayIso } from '@coaching/shared/rules/dates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, plans, selfLogEntries, selfLogTargets } from '../../db/schema.ts';
import { clientWorld } from '../../test/client-world.ts';
import { DEMO_CLIENT, DEMO_NO_PLAN, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let demo: Record<string, string>;
let other: Record<string, string>;
const today = todayIso();

beforeAll(async () => {
  ({ t, demo, other } = await clientWorld());
});
afterAll(() => t.close());

const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url: `/api/mlw/self-log${url}`, headers, payload });
const record = (payload: object, headers = demo) => send('POST', '', headers, payload);

describe('recording between checks', () => {
  it('records a weight, then replaces it with a later entry that day and says it was updated', async () => {
    const first = await record({
      measure: 'weight',
      day: today,
      unit: 'kg',
      value: 82.4,
      note: 'After breakfast',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      status: 'created',
      entry: {
        measure: 'weight',
        day: today,
        value: 82.4,
        unit: 'kg',
        note: 'After breakfast',
        editable: true,
      },
    });
    const again = await record({ measure: 'weight', day: today, unit: 'st', stone: 12, pounds: 13 });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({
      status: 'updated',
      entry: {
        id: first.json().data.entry.id,
        value: 82.1,
        unit: 'st',
        detail: { stone: 12, pounds: 13 },
        note: null,
      },
    });
  });

  it('counts drinks into units with the check’s counter, and takes "none today" as 0', async () => {
    const drinks = await record({
      measure: 'alcohol',
      day: today,
      unit: 'units',
      drinks: { pint: 2, small_wine: 1 },
    });
    expect(drinks.json().data.entry).toMatchObject({ value: 5.5, detail: { pint: 2, small_wine: 1 } });
    const none = await record({ measure: 'smoking', day: addDays(today, -1), unit: 'cigarettes', value: 0 });
    expect(none.statusCode).toBe(201);
    expect(none.json().data.entry.value).toBe(0);
  });

  it.each([
    [
      { measure: 'weight', day: addDays(today, 1), unit: 'kg', value: 80 },
      'day',
      'Choose today or a day before',
    ],
    [{ measure: 'weight', day: addDays(today, -8), unit: 'kg', value: 80 }, 'day', 'up to 7 days ago'],
    [{ measure: 'weight', day: '2026-02-30', unit: 'kg', value: 80 }, 'day', 'Enter a real date'],
    [{ measure: 'weight', day: today, unit: 'kg', value: 24 }, 'value', 'between 25 kg and 350 kg'],
    [{ measure: 'weight', day: today, unit: 'kg', value: 351 }, 'value', 'between 25 kg and 350 kg'],
    [{ measure: 'weight', day: today, unit: 'st', stone: 60, pounds: 0 }, 'stone', 'between 25 kg'],
    [{ measure: 'weight', day: today, unit: 'st', stone: 12, pounds: 14 }, 'pounds', 'from 0 to 13'],
    [{ measure: 'weight', day: today, unit: 'st' }, 'stone', 'Required'],
    [{ measure: 'weight', day: today, unit: 'kg' }, 'value', 'Required'],
    [{ measure: 'weight', day: today, unit: 'lb', value: 80 }, 'unit', 'Choose how'],
    [{ measure: 'activity', day: today, unit: 'minutes', value: 961 }, 'value', 'from 0 to 960'],
    [{ measure: 'activity', day: today, unit: 'minutes', value: 20.5 }, 'value', 'whole number'],
    [{ measure: 'activity', day: today, unit: 'minutes', value: -5 }, 'value', 'from 0 to 960'],
    [{ measure: 'smoking', day: today, unit: 'vapes', value: 101 }, 'value', 'from 0 to 100'],
    [{ measure: 'alcohol', day: today, unit: 'units', drinks: { pint: 51 } }, 'drinks.pint', ''],
    [{ measure: 'alcohol', day: today, unit: 'units', drinks: { cocktail: 1 } }, 'drinks', ''],
    // Without the drinks counted, a figure sent on its own is not taken for "No drinks".
    [{ measure: 'alcohol', day: today, unit: 'units', value: 5 }, 'drinks', 'Required'],
    [{ measure: 'sleep', day: today, unit: 'hours', value: 8 }, 'measure', 'Select an option'],
    [{ measure: 'activity', day: today, unit: 'minutes', value: 30, note: 'x'.repeat(201) }, 'note', '200'],
    [{ measure: 'activity', day: today, unit: 'minutes', value: '30' }, 'value', 'Numeric'],
  ])('refuses %j on %s', async (payload, field, message) => {
    const response = await record(payload);
    expect(response.statusCode).toBe(400);
    const errors: Record<string, string[]> = response.json().errors ?? {};
    const key = Object.keys(errors).find((k) => k.startsWith(field));
    expect(key, JSON.stringify(errors)).toBeDefined();
    expect(errors[key ?? '']?.join(' ')).toContain(message);
  });

  it('refuses a measure of a pathway the client did not choose, saving nothing', async () => {
    const response = await record({ measure: 'weight', day: today, unit: 'kg', value: 80 }, other);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.measure).toEqual(['You can only record measures for the goals you chose']);
    expect((await send('GET', '', other)).json().data.entries).toEqual([]);
  });

  it("records the measure of a goal the coach put on the plan, as the coach's target for it can be met", async () => {
    const [pat] = await t.db
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.email, DEMO_NO_PLAN.email));
    const [plan] = await t.db
      .insert(plans)
      .values({ clientId: pat?.id ?? 0, pathways: ['weight'] })
      .returning({ id: plans.id });
    try {
      const response = await record({ measure: 'weight', day: today, unit: 'kg', value: 80 }, other);
      expect(response.statusCode).toBe(201);
      expect((await send('GET', '', other)).json().data.measures).toContain('weight');
    } finally {
      await t.db.delete(selfLogEntries).where(eq(selfLogEntries.clientId, pat?.id ?? 0));
      await t.db.delete(plans).where(eq(plans.id, plan?.id ?? 0));
    }
  });

  it('needs a logged-in client', async () => {
    expect((await record({ measure: 'weight', day: today, unit: 'kg', value: 80 }, {})).statusCode).toBe(401);
    expect((await send('GET', '', {})).statusCode).toBe(401);
  });
});

describe('reading, changing and deleting entries', () => {
  it('lists entries of a range of days with what the client may record and how', async () => {
    await record({ measure: 'activity', day: addDays(today, -3), unit: 'minutes', value: 45 });
    const response = await send('GET', `?from=${addDays(today, -3)}&to=${addDays(today, -2)}`, demo);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      measures: ['weight', 'activity', 'alcohol', 'smoking'],
      weight_unit: 'kg',
      today,
      first_check: { weight_kg: expect.any(Number) },
      targets: [],
    });
    expect(data.entries).toEqual([
      expect.objectContaining({ measure: 'activity', value: 45, day: addDays(today, -3) }),
    ]);
    expect((await send('GET', '', demo)).json().data.entries.length).toBeGreaterThanOrEqual(4);
  });

  it.each(['?from=2026-13-01', '?from=2026-11-02&to=2026-11-01', '?days=3'])(
    'refuses the range %s',
    async (query) => {
      expect((await send('GET', query, demo)).statusCode).toBe(400);
    },
  );

  it('changes and deletes an entry, and answers 404 for another client’s', async () => {
    const made = await record({ measure: 'activity', day: addDays(today, -2), unit: 'minutes', value: 20 });
    const id = made.json().data.entry.id;
    const body = { measure: 'activity', day: addDays(today, -2), unit: 'minutes', value: 35, note: 'Walk' };
    expect((await send('PUT', `/${id}`, other, body)).statusCode).toBe(404);
    expect((await send('DELETE', `/${id}`, other)).statusCode).toBe(404);
    const changed = await send('PUT', `/${id}`, demo, body);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ id, value: 35, note: 'Walk' });
    const moved = await send('PUT', `/${id}`, demo, { ...body, day: addDays(today, -1) });
    expect(moved.statusCode).toBe(400);
    expect((await send('PUT', `/${id}`, demo, { ...body, value: 2000 })).statusCode).toBe(400);
    expect((await send('PUT', '/abc', demo, body)).statusCode).toBe(400);
    expect((await send('DELETE', `/${id}`, demo)).statusCode).toBe(200);
    expect((await send('DELETE', `/${id}`, demo)).statusCode).toBe(404);
    expect((await send('PUT', '/999999', demo, body)).statusCode).toBe(404);
  });

  it('refuses changing an entry of a measure the client no longer records, and lets them delete it', async () => {
    const [pat] = await t.db
      .select({ id: clients.id, pathways: clients.pathways })
      .from(clients)
      .where(eq(clients.email, DEMO_NO_PLAN.email));
    const day = addDays(today, -1);
    const made = await record({ measure: 'activity', day, unit: 'minutes', value: 20 }, other);
    const id = made.json().data.entry.id;
    // The client has since changed their goals: move-more, and with it active minutes, is gone.
    await t.db
      .update(clients)
      .set({ pathways: ['lose-weight'] })
      .where(eq(clients.id, pat?.id ?? 0));
    try {
      const body = { measure: 'activity', day, unit: 'minutes', value: 45 };
      const changed = await send('PUT', `/${id}`, other, body);
      expect(changed.statusCode).toBe(400);
      expect(changed.json().errors.measure).toEqual(['You can only record measures for the goals you chose']);
      expect((await record(body, other)).statusCode).toBe(400);
      const [kept] = await t.db
        .select({ value: selfLogEntries.value })
        .from(selfLogEntries)
        .where(eq(selfLogEntries.id, id));
      expect(kept?.value).toBe(20);
      expect((await send('DELETE', `/${id}`, other)).statusCode).toBe(200);
    } finally {
      await t.db
        .update(clients)
        .set({ pathways: pat?.pathways ?? [] })
        .where(eq(clients.id, pat?.id ?? 0));
      await t.db.delete(selfLogEntries).where(eq(selfLogEntries.clientId, pat?.id ?? 0));
    }
  });

  it('keeps an entry older than 7 days as it is', async () => {
    const [demoClient] = await t.db
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.email, DEMO_CLIENT.email));
    // Written straight to the table: the API refuses to record a day this old.
    const [old] = await t.db
      .insert(selfLogEntries)
      .values({
        clientId: demoClient?.id ?? 0,
        measure: 'activity',
        day: addDays(today, -10),
        value: 30,
        unit: 'minutes',
      })
      .returning({ id: selfLogEntries.id });
    const id = old?.id;
    const body = { measure: 'activity', day: addDays(today, -10), unit: 'minutes', value: 40 };
    expect((await send('PUT', `/${id}`, demo, body)).statusCode).toBe(400);
    expect((await send('DELETE', `/${id}`, demo)).statusCode).toBe(400);
    const listed = (await send('GET', '', demo)).json().data.entries.find((e: { id: number }) => e.id === id);
    expect(listed).toMatchObject({ value: 30, editable: false });
  });

  it('shows the weekly target the coach set', async () => {
    const [demoClient] = await t.db
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.email, DEMO_CLIENT.email));
    // Written as the coach's side does; the client only reads it.
    await t.db
      .insert(selfLogTargets)
      .values({ clientId: demoClient?.id ?? 0, measure: 'activity', value: 150 });
    expect((await send('GET', '', demo)).json().data.targets).toEqual([{ measure: 'activity', value: 150 }]);
    expect((await send('GET', '', other)).json().data.targets).toEqual([]);
  });

  it('puts every entry in the client’s data download', async () => {
    const download = (await send('GET', '', demo)).json().data.entries.length;
    const data = (await t.app.inject({ method: 'GET', url: '/api/mlw/my-data.json', headers: demo })).json();
    const rows = data.sections.find((s: { key: string }) => s.key === 'self_log_entries').rows;
    expect(rows).toHaveLength(download);
    expect(rows).toEqual(
      expect.arrayContaining([expect.objectContaining({ measure: 'alcohol', value: 5.5 })]),
    );
  });
});

describe('the weekly reminder to record', () => {
  const reminder = (headers: Record<string, string>, payload?: object) =>
    send(payload ? 'PUT' : 'GET', '/reminder', headers, payload);

  it('is off until the client turns it on, and turns off again', async () => {
    expect((await reminder(demo)).json().data).toEqual({ on: false, weekday: null, band: null });
    const on = await reminder(demo, { on: true, weekday: 3, band: 'evening' });
    expect(on.statusCode).toBe(200);
    expect(on.json().data).toEqual({ on: true, weekday: 3, band: 'evening' });
    expect((await reminder(other)).json().data.on).toBe(false);
    expect((await reminder(demo, { on: false })).json().data).toEqual({
      on: false,
      weekday: null,
      band: null,
    });
  });

  it.each([
    { on: true, weekday: 8, band: 'evening' },
    { on: true, weekday: 0, band: 'evening' },
    { on: true, weekday: 2.5, band: 'evening' },
    { on: true, weekday: 2, band: 'night' },
    { on: true },
    { on: 'yes', weekday: 2, band: 'morning' },
    { on: false, weekday: 2 },
  ])('refuses %j', async (payload) => {
    expect((await reminder(demo, payload)).statusCode).toBe(400);
    expect((await reminder(demo)).json().data.on).toBe(false);
  });
});
