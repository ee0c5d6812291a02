import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staff } from '../../db/schema.ts';
import { CHANGED_SINCE_OPENED } from '../../lib/conditional-write.ts';
import { addClient } from '../../test/staff-fixtures.ts';
import { staffWorld } from '../../test/staff-world.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: Record<string, string>;
let coachId: number;

beforeAll(async () => {
  ({ t, admin, coachId } = await staffWorld());
});
afterAll(() => t.close());

type Account = {
  id: number;
  name: string;
  role: string;
  active: boolean;
  second_factor: boolean;
  clients: number;
  version: string;
};
const accounts = async (): Promise<Account[]> =>
  (await t.app.inject({ method: 'GET', url: '/api/staff/accounts', headers: admin })).json().data;
const accountOf = async (id: number) => (await accounts()).find((a) => a.id === id);
const put = (id: number, payload: object, ifMatch?: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/staff/accounts/${id}`,
    headers: ifMatch ? { ...admin, 'if-match': ifMatch } : admin,
    payload,
  });
const auditRows = async () => (await t.db.select({ n: count() }).from(auditLog))[0]?.n;

let added = 0;
async function addCoach(): Promise<Account> {
  const name = `Versioned Coach ${++added}`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/staff/accounts',
    headers: admin,
    payload: {
      email: `versioned${added}@example.com`,
      name,
      role: 'coach',
      password: 'a-long-enough-password',
    },
  });
  const account = res.json().data.find((a: Account) => a.name === name);
  expect(account.version).toMatch(/^"account-/);
  return account;
}

describe('account changes carry the version the page was opened with', () => {
  it('a role change sent from a page opened before the coach was retired is refused, and writes nothing', async () => {
    const opened = await addCoach();
    const retired = await put(opened.id, { active: false }, opened.version);
    expect(retired.statusCode).toBe(200);
    const audited = await auditRows();

    const stale = await put(opened.id, { role: 'admin' }, opened.version);
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({ message: CHANGED_SINCE_OPENED, code: 'CHANGED_SINCE_OPENED' });
    expect(await accountOf(opened.id)).toMatchObject({ role: 'coach', active: false });
    expect(await auditRows()).toBe(audited);

    const current = (await accountOf(opened.id))?.version ?? '';
    expect(current).not.toBe(opened.version);
    const again = await put(opened.id, { role: 'admin' }, current);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.find((a: Account) => a.id === opened.id)).toMatchObject({ role: 'admin' });
  });

  it('a stale retirement with successors moves no client and signs no one out', async () => {
    const opened = await accountOf(coachId);
    if (!opened) throw new Error('no demo coach');
    const renamed = await put(coachId, { name: `${opened.name} Renamed` }, opened.version);
    expect(renamed.statusCode).toBe(200);
    const audited = await auditRows();
    const other = await addCoach();

    const stale = await put(coachId, { active: false, successor_ids: [other.id] }, opened.version);
    expect(stale.statusCode).toBe(412);
    expect(await accountOf(coachId)).toMatchObject({ active: true, name: `${opened.name} Renamed` });
    expect(await accountOf(other.id)).toMatchObject({ clients: 0 });
    expect(await auditRows()).toBe(Number(audited) + 1);
  });

  it('the version ignores the authenticator app: set up or reset since the page opened, a change goes ahead', async () => {
    const opened = await addCoach();
    await t.db.update(staff).set({ totpEnabled: true }).where(eq(staff.id, opened.id));
    const setUp = await accountOf(opened.id);
    expect(setUp).toMatchObject({ second_factor: true, version: opened.version });
    expect((await put(opened.id, { name: 'Renamed After Set Up' }, opened.version)).statusCode).toBe(200);
    const renamed = await accountOf(opened.id);
    if (!renamed) throw new Error('no account');

    expect((await put(opened.id, { reset_second_factor: true }, renamed.version)).statusCode).toBe(200);
    expect((await put(opened.id, { role: 'admin' }, renamed.version)).statusCode).toBe(200);
    expect(await accountOf(opened.id)).toMatchObject({ role: 'admin', second_factor: false });
  });

  it('a change with no If-Match goes ahead over any version, as API callers’ changes did', async () => {
    const opened = await addCoach();
    await put(opened.id, { name: 'Someone Else' }, opened.version);
    const res = await put(opened.id, { name: 'Last Write' });
    expect(res.statusCode).toBe(200);
    expect(await accountOf(opened.id)).toMatchObject({ name: 'Last Write' });
  });

  it('the version ignores the caseload: a client joining the coach does not refuse a change', async () => {
    const opened = await addCoach();
    await addClient(t.db, { coachId: opened.id, email: 'joins.versioned@example.com' });
    expect(await accountOf(opened.id)).toMatchObject({ version: opened.version });
    expect((await put(opened.id, { name: 'Still Current' }, opened.version)).statusCode).toBe(200);
    const [row] = await t.db.select({ name: staff.name }).from(staff).where(eq(staff.id, opened.id));
    expect(row?.name).toBe('Still Current');
  });
});
