import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { accessTokens, clients, plans } from '../../db/schema.ts';
import { COACHING_ENDED, callerLookup } from '../../plugins/auth.ts';
import { createTestApp, DEMO_CLIENT, logIn, type TestApp } from '../../test/test-app.ts';
import { chatPollLookup } from '../messages/chat-poll.ts';
import { postCoachMessage } from '../messages/post-coach-message.ts';
import { profileByTokenLookup } from '../profile/profile-repository.ts';

// Who is calling, GET mlw/me and the chat's stamp are kept in memory until the client's data changes
// (lib/token-cache.ts). In this process a change is seen at once, whoever wrote it.
let t: TestApp;
let demo: Record<string, string>;
let client: { id: number; planId: number; coachId: number };

beforeAll(async () => {
  t = await createTestApp();
  // PostgreSQL's listening connection opens in the background: until then nothing is kept.
  for (let waited = 0; !t.app.changes.live() && waited < 100; waited++)
    await new Promise((r) => setTimeout(r, 50));
  const [row] = await t.db
    .select({ id: clients.id, planId: plans.id, coachId: clients.coachId })
    .from(clients)
    .innerJoin(plans, eq(plans.clientId, clients.id))
    .where(eq(clients.email, DEMO_CLIENT.email));
  client = { id: row?.id ?? 0, planId: row?.planId ?? 0, coachId: row?.coachId ?? 0 };
});
afterAll(() => t.close());

const get = (url: string, headers = demo) => t.app.inject({ method: 'GET', url, headers });

describe('answers kept in memory for a client’s token', () => {
  it('are kept only while every change reaches this process', () => {
    expect(t.app.changes.live()).toBe(true);
  });

  it('show a change to the client’s profile or plan at once', async () => {
    demo = await logIn(t.app);
    expect((await get('/api/mlw/me')).json().data.first_name).toBe('Jo');
    await get('/api/mlw/me');
    await t.db.update(clients).set({ firstName: 'Joanne' }).where(eq(clients.id, client.id));
    expect((await get('/api/mlw/me')).json().data.first_name).toBe('Joanne');
    await t.db.update(plans).set({ serviceLevel: 1 }).where(eq(plans.clientId, client.id));
    expect((await get('/api/mlw/me')).json().data.plan.service_level).toBe(1);
    await t.db.update(plans).set({ serviceLevel: 3 }).where(eq(plans.clientId, client.id));
    await t.db.update(clients).set({ firstName: 'Jo' }).where(eq(clients.id, client.id));
  });

  it('show a coach’s new message at once to a poll that was unchanged', async () => {
    const first = await get('/api/mlw/messages');
    const etag = String(first.headers.etag);
    expect((await get('/api/mlw/messages', { ...demo, 'if-none-match': etag })).statusCode).toBe(304);
    await postCoachMessage(t.db, { clientId: client.id, staffId: client.coachId, message: 'Still walking?' });
    const next = await get('/api/mlw/messages', { ...demo, 'if-none-match': etag });
    expect(next.statusCode).toBe(200);
    expect(next.json().data.at(-1).message).toBe('Still walking?');
  });

  it('refuse a change once the client is discharged, and every call once the token is revoked', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/mlw/messages/${client.planId}`,
        headers: demo,
        payload: { message: 'Hello' },
      });
    expect((await send()).statusCode).toBe(201);
    await t.db.update(clients).set({ dischargedAt: new Date() }).where(eq(clients.id, client.id));
    const refused = await send();
    expect([refused.statusCode, refused.json().message]).toEqual([403, COACHING_ENDED]);
    await t.db.update(clients).set({ dischargedAt: null }).where(eq(clients.id, client.id));

    await t.db
      .update(accessTokens)
      .set({ revokedAt: new Date() })
      .where(eq(accessTokens.clientId, client.id));
    for (const url of ['/api/mlw/me', '/api/mlw/messages', '/api/mlw/sessions'])
      expect([url, (await get(url)).statusCode]).toEqual([url, 401]);
  });

  it('read only tables whose every change is announced (a new join must get the trigger too)', async () => {
    const announced = await queryRows<{ table: string }>(
      t.db,
      sql`select distinct event_object_table as "table" from information_schema.triggers
          where action_statement like '%notify_client_change%'`,
    );
    const tablesOf = (lookup: unknown) =>
      [...(lookup as { queryString: string }).queryString.matchAll(/(?:from|join) "(\w+)"/g)].map(
        (m) => m[1],
      );
    const read = new Set([
      ...tablesOf(profileByTokenLookup(t.db)),
      ...tablesOf(chatPollLookup(t.db)),
      // The staff join names a staff token's holder, and a staff token is never kept.
      ...tablesOf(callerLookup(t.db)).filter((table) => table !== 'staff'),
    ]);
    expect(read.size).toBeGreaterThan(3);
    expect([...read].filter((table) => !announced.some((row) => row.table === table))).toEqual([]);
  });
});
