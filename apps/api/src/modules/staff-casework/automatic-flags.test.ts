import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessments, auditLog, clients } from '../../db/schema.ts';
import { addClient } from '../../test/staff-fixtures.ts';
import { addStaff, logInStaff } from '../../test/staff-login.ts';
import { createTestApp, DEMO_CLIENT, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let coach: Record<string, string>;
let otherCoach: Record<string, string>;
let coachId: number;

beforeAll(async () => {
  t = await createTestApp();
  const other = await addStaff(t.db, 'other.flags@example.com');
  [coach, otherCoach] = await Promise.all([logInStaff(t.app), logInStaff(t.app, other)]);
  const [row] = await t.db
    .select({ coachId: clients.coachId })
    .from(clients)
    .where(eq(clients.email, DEMO_CLIENT.email));
  coachId = row?.coachId ?? 0;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT', id: number, path: string, headers = coach, payload?: object) =>
  t.app.inject({ method, url: `/api/staff/clients/${id}/${path}`, headers, ...(payload ? { payload } : {}) });
const acknowledge = (id: number, kind: string, payload: object = {}, headers = coach) =>
  call('PUT', id, `flags/automatic/${kind}/acknowledge`, headers, payload);
const flaggedOnMyDay = async (id: number) => {
  const day = (await t.app.inject({ method: 'GET', url: '/api/staff/my-day', headers: coach })).json().data;
  return day.flagged.find((f: { client_id: number }) => f.client_id === id)?.reasons ?? [];
};
const check = (clientId: number, bmi: number, band: string, createdAt = new Date()) =>
  t.db.insert(assessments).values({
    clientId,
    kind: 'new',
    answers: {},
    stats: { bmi, activity: 0, smoking: 0, alcohol: 20 },
    messages: { alcohol: { band } },
    createdAt,
  });

describe('acknowledging automatic risk flags', () => {
  it('takes the flag off My day and the record, kept in its history with who, when and the note', async () => {
    const id = await addClient(t.db, { email: 'ack.bmi@example.com', coachId });
    await check(id, 42, 'higher-risk', new Date(Date.now() - 86_400_000));
    expect(await flaggedOnMyDay(id)).toHaveLength(2);
    const res = await acknowledge(id, 'bmi', { note: 'GP already supporting weight.' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.automatic_flags.map((f: { kind: string }) => f.kind)).toEqual(['audit']);
    expect(data.acknowledged_flags).toEqual([
      expect.objectContaining({ kind: 'bmi', note: 'GP already supporting weight.', by: 'Sam Coach' }),
    ]);
    expect(Date.parse(data.acknowledged_flags[0].at)).toBeGreaterThan(Date.now() - 60_000);
    expect(await flaggedOnMyDay(id)).toEqual([data.automatic_flags[0].reason]);
    expect((await acknowledge(id, 'audit')).json().data.automatic_flags).toEqual([]);
    expect(await flaggedOnMyDay(id)).toEqual([]);
    const audit = await t.db
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.clientId, id), eq(auditLog.action, 'acknowledged automatic risk flag')));
    expect(audit.map((a) => a.detail.split(' ')[0])).toEqual(['bmi', 'audit']);
  });

  it('is raised afresh by the next check with the same condition', async () => {
    const id = await addClient(t.db, { email: 'ack.again@example.com', coachId });
    await check(id, 45, 'lower-risk', new Date(Date.now() - 86_400_000));
    await acknowledge(id, 'bmi');
    expect(await flaggedOnMyDay(id)).toEqual([]);
    await check(id, 44, 'lower-risk');
    const data = (await call('GET', id, 'casework')).json().data;
    expect(data.automatic_flags.map((f: { kind: string }) => f.kind)).toEqual(['bmi']);
    expect(data.acknowledged_flags).toHaveLength(1);
    expect(await flaggedOnMyDay(id)).toHaveLength(1);
  });

  it('refuses a flag the latest check does not raise, twice, a bad kind or note, and other coaches', async () => {
    const id = await addClient(t.db, { email: 'ack.refused@example.com', coachId });
    await check(id, 41, 'lower-risk');
    expect((await acknowledge(id, 'audit')).statusCode).toBe(404);
    expect((await acknowledge(id, 'weight')).statusCode).toBe(400);
    const long = await acknowledge(id, 'bmi', { note: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.note).toBeDefined();
    expect((await acknowledge(id, 'bmi', {}, otherCoach)).statusCode).toBe(404);
    expect((await acknowledge(id, 'bmi')).statusCode).toBe(200);
    expect((await acknowledge(id, 'bmi')).statusCode).toBe(404);
    expect((await acknowledge(id, 'bmi', {}, {})).statusCode).toBe(401);
  });
});
