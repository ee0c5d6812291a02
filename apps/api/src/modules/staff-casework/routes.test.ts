import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessments, clients } from '../../db/schema.ts';
import { addClient } from '../../test/staff-fixtures.ts';
import { addStaff, logInStaff } from '../../test/staff-login.ts';
import { createTestApp, DEMO_CLIENT, logIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let coach: Record<string, string>;
let otherCoach: Record<string, string>;
let client: Record<string, string>;
let demoId: number;
let coachId: number;

beforeAll(async () => {
  t = await createTestApp();
  const other = await addStaff(t.db, 'other.coach@example.com');
  [coach, otherCoach, client] = await Promise.all([
    logInStaff(t.app),
    logInStaff(t.app, other),
    logIn(t.app),
  ]);
  const [row] = await t.db
    .select({ id: clients.id, coachId: clients.coachId })
    .from(clients)
    .where(eq(clients.email, DEMO_CLIENT.email));
  demoId = row?.id ?? 0;
  coachId = row?.coachId ?? 0;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', path: string, headers = coach, payload?: object, id = demoId) =>
  t.app.inject({ method, url: `/api/staff/clients/${id}/${path}`, headers, ...(payload ? { payload } : {}) });

const myDay = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/staff/my-day', headers: coach })).json().data;

describe('contact log, case notes and risk flags', () => {
  it('logs a contact attempt, signed and dated, counted on My day for a first chat', async () => {
    const pool = await addClient(t.db, { email: 'new@example.com' });
    const res = await call('POST', 'contacts', coach, { channel: 'phone', outcome: 'no-answer' }, pool);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.contacts[0]).toMatchObject({
      channel: 'phone',
      outcome: 'no-answer',
      note: '',
      by: 'Sam Coach',
    });
    const row = (await myDay()).registrations.find((r: { client_id: number }) => r.client_id === pool);
    expect(row.attempts).toBe(1);
  });

  it('logs one attempt for a double click, a second one for another outcome', async () => {
    const pool = await addClient(t.db, { email: 'double.click@example.com' });
    const attempt = { channel: 'phone', outcome: 'no-answer' };
    const clicks = await Promise.all([1, 2].map(() => call('POST', 'contacts', coach, attempt, pool)));
    expect(clicks.map((c) => c.statusCode)).toEqual([200, 200]);
    expect((await call('POST', 'contacts', coach, attempt, pool)).json().data.contacts).toHaveLength(1);
    const other = await call('POST', 'contacts', coach, { channel: 'phone', outcome: 'voicemail' }, pool);
    expect(other.json().data.contacts).toHaveLength(2);
  });

  it('adds case notes, newest first', async () => {
    await call('POST', 'case-notes', coach, { note: 'Prefers calls after 5pm.' });
    const res = await call('POST', 'case-notes', coach, { note: 'Starting a new job in March.' });
    expect(res.json().data.notes.map((n: { note: string }) => n.note)).toEqual([
      'Starting a new job in March.',
      'Prefers calls after 5pm.',
    ]);
  });

  it('sets and clears a risk flag with reasons, shown on My day while set', async () => {
    const set = await call('POST', 'flags', coach, { reason: 'Mentioned feeling low.' });
    const flag = set.json().data.flags[0];
    expect(flag).toMatchObject({ reason: 'Mentioned feeling low.', by: 'Sam Coach' });
    const flagged = async () =>
      (await myDay()).flagged.find((f: { client_id: number }) => f.client_id === demoId);
    expect((await flagged()).reasons).toContain('Mentioned feeling low.');
    expect((await call('PUT', `flags/${flag.id}/clear`, coach, { reason: '' })).statusCode).toBe(400);
    const cleared = await call('PUT', `flags/${flag.id}/clear`, coach, { reason: 'Spoke to GP; supported.' });
    expect(cleared.json().data.flags).toEqual([]);
    expect(cleared.json().data.cleared_flags[0]).toMatchObject({
      id: flag.id,
      reason: 'Mentioned feeling low.',
      by: 'Sam Coach',
      cleared_by: 'Sam Coach',
      clear_reason: 'Spoke to GP; supported.',
    });
    expect(Date.parse(cleared.json().data.cleared_flags[0].cleared_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(await flagged()).toBeUndefined();
    expect((await call('PUT', `flags/${flag.id}/clear`, coach, { reason: 'again' })).statusCode).toBe(404);
  });

  it('raises automatic flags from the latest check: BMI 40+ and AUDIT 16+', async () => {
    const id = await addClient(t.db, { email: 'heavy@example.com', coachId });
    await t.db.insert(assessments).values({
      clientId: id,
      kind: 'new',
      answers: {},
      stats: { bmi: 41.2, activity: 0, smoking: 0, alcohol: 40 },
      messages: { alcohol: { band: 'higher-risk' } },
    });
    const data = (await call('GET', 'casework', coach, undefined, id)).json().data;
    expect(data.automatic_flags).toHaveLength(2);
    const row = (await myDay()).flagged.find((f: { client_id: number }) => f.client_id === id);
    expect(row.reasons).toHaveLength(2);
  });

  it('refuses bad input, other coaches, clients and anonymous callers', async () => {
    const bad = await call('POST', 'contacts', coach, { channel: 'pigeon', outcome: 'maybe', extra: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      channel: ['Choose how you tried'],
      outcome: ['Choose what happened'],
    });
    expect((await call('POST', 'case-notes', coach, { note: '  ' })).statusCode).toBe(400);
    expect((await call('PUT', 'flags/abc/clear', coach, { reason: 'x' })).statusCode).toBe(400);
    for (const [method, path] of [
      ['GET', 'casework'],
      ['POST', 'contacts'],
      ['POST', 'case-notes'],
      ['POST', 'flags'],
      ['PUT', 'flags/1/clear'],
    ] as const) {
      expect((await call(method, path, otherCoach, {})).statusCode, path).toBe(404);
      expect((await call(method, path, client, {})).statusCode, path).toBe(403);
      expect((await call(method, path, {}, {})).statusCode, path).toBe(401);
    }
  });
});
