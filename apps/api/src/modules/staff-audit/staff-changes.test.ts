import { and, desc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, clients, staff } from '../../db/schema.ts';
import { addStaff, DEMO_ADMIN, logInStaff, nextTotp } from '../../test/staff-login.ts';
import { staffWorld } from '../../test/staff-world.ts';
import { DEMO_PASSWORD, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: Record<string, string>;
let coach: Record<string, string>;
let adminId: number;
let coachId: number;
let otherCoachId: number;
let demoId: number;
let noPlanId: number;

beforeAll(async () => {
  ({ t, admin, coach, coachId, otherCoachId, demoId, noPlanId } = await staffWorld());
  const [row] = await t.db.select({ id: staff.id }).from(staff).where(eq(staff.email, DEMO_ADMIN.email));
  adminId = row?.id ?? 0;
});
afterAll(() => t.close());

const api = (method: 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url: `/api/staff/${url}`, headers, ...(payload ? { payload } : {}) });

/** The rows written since `after` (an audit id), oldest first, as actor, action, targets and detail. */
const since = async (after: number) =>
  t.db
    .select({
      staffId: auditLog.staffId,
      action: auditLog.action,
      clientId: auditLog.clientId,
      targetStaffId: auditLog.targetStaffId,
      detail: auditLog.detail,
    })
    .from(auditLog)
    .where(gt(auditLog.id, after))
    .orderBy(auditLog.id);
const lastId = async () =>
  (await t.db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]?.id ?? 0;

/** Runs `change`, then answers the audit rows it wrote. */
async function audited(change: () => Promise<{ statusCode: number }>, status = 200) {
  const before = await lastId();
  expect((await change()).statusCode).toBe(status);
  return since(before);
}

describe('staff accounts', () => {
  it('records creation, role change, second-factor reset, retirement and reactivation, each on the account', async () => {
    const created = await audited(() =>
      api('POST', 'accounts', admin, {
        email: 'audited.coach@example.com',
        name: 'Audited Coach',
        role: 'coach',
        password: 'a-long-enough-password',
      }),
    );
    const newId = created[0]?.targetStaffId ?? 0;
    expect(created).toEqual([
      {
        staffId: adminId,
        action: 'created staff account',
        clientId: null,
        targetStaffId: newId,
        detail: 'role coach',
      },
    ]);
    const change = (body: object) => audited(() => api('PUT', `accounts/${newId}`, admin, body));
    expect(await change({ role: 'admin', reset_second_factor: true })).toMatchObject([
      { staffId: adminId, targetStaffId: newId, action: 'changed staff role', detail: 'coach to admin' },
      { staffId: adminId, targetStaffId: newId, action: 'reset second factor' },
    ]);
    expect(await change({ active: false })).toMatchObject([{ action: 'retired staff account' }]);
    expect(await change({ active: true })).toMatchObject([{ action: 'reactivated staff account' }]);
    expect(await change({ active: true }), 'no change, no entry').toEqual([]);
  });

  it('records nothing for a change that is refused', async () => {
    expect(await audited(() => api('PUT', 'accounts/99999', admin, { role: 'admin' }), 404)).toEqual([]);
  });
});

describe('signing in and own account', () => {
  it('records a sign-in and failed ones without what was typed', async () => {
    const member = await addStaff(t.db, 'signs.in@example.com');
    const rows = await audited(async () => {
      await t.app.inject({
        method: 'POST',
        url: '/api/staff/login',
        payload: { email: member.email, password: 'Wrong-password-typed' },
      });
      await t.app.inject({
        method: 'POST',
        url: '/api/staff/login',
        payload: { email: 'nobody.here@example.com', password: 'Another-typed-secret' },
      });
      await logInStaff(t.app, member);
      return { statusCode: 200 };
    });
    expect(rows).toEqual([
      {
        staffId: null,
        action: 'staff sign-in failed',
        clientId: null,
        targetStaffId: member.id,
        detail: 'wrong password',
      },
      {
        staffId: null,
        action: 'staff sign-in failed',
        clientId: null,
        targetStaffId: null,
        detail: 'no active account with that e-mail',
      },
      {
        staffId: member.id,
        action: 'staff signed in',
        clientId: null,
        targetStaffId: member.id,
        detail: 'authenticator code',
      },
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/typed|nobody/i);
  });

  it('records renewed recovery codes and a changed password', async () => {
    const member = await addStaff(t.db, 'own.changes@example.com');
    const headers = await logInStaff(t.app, member);
    const renewed = await audited(async () =>
      api('POST', 'me/recovery-codes', headers, { totp: await nextTotp(t.app, member) }),
    );
    expect(renewed).toMatchObject([
      { staffId: member.id, targetStaffId: member.id, action: 'renewed recovery codes' },
    ]);
    const password = 'a-much-longer-new-password';
    const changed = await audited(() =>
      api('PUT', 'me/password', headers, {
        current_password: DEMO_PASSWORD,
        password,
        password_confirmation: password,
      }),
    );
    expect(changed).toMatchObject([
      { staffId: member.id, targetStaffId: member.id, action: 'changed own password' },
    ]);
    expect(JSON.stringify(changed)).not.toContain(password);
  });
});

describe('availability, content and dropdowns', () => {
  it('records a change to a coach’s availability, on the coach', async () => {
    const slots = [{ day: 'tue', time: 'morning', capacity: 2 }];
    const rows = await audited(() => api('PUT', 'availability', admin, { staff_id: coachId, slots }));
    expect(rows).toMatchObject([
      { staffId: adminId, targetStaffId: coachId, action: 'changed availability', detail: 'tue morning x2' },
      { staffId: adminId, action: 'viewed availability', detail: 'PUT /api/staff/availability' },
    ]);
  });

  it('records articles, events and dropdown options added and edited', async () => {
    const article = {
      title: 'Audited article',
      intro: 'Intro.',
      body: '',
      image: '/images/wellbeing.svg',
      url: 'https://www.nhs.uk/sleep',
      retired: false,
    };
    const published = await audited(() => api('POST', 'content/articles', admin, article));
    const articleId = Number(published[0]?.detail.split(' ')[1]);
    expect(published).toMatchObject([{ staffId: adminId, action: 'published article' }]);
    expect(
      await audited(() => api('PUT', `content/articles/${articleId}`, admin, { ...article, retired: true })),
    ).toMatchObject([{ action: 'edited article', detail: `article ${articleId}` }]);
    expect(
      await audited(() =>
        api('POST', 'content/events', admin, {
          title: 'Walk',
          description: 'A walk.',
          image: '/images/wellbeing.svg',
          slug: 'audited-walk',
          start_date: '2030-01-01',
          retired: false,
        }),
      ),
    ).toMatchObject([{ action: 'added event' }]);
    const added = await audited(() =>
      api('POST', 'content/dropdowns/motivation', admin, { value: 'Audited' }),
    );
    expect(added).toMatchObject([
      { action: 'added dropdown option', detail: expect.stringMatching(/^motivation \d+$/) },
    ]);
    const optionId = Number(added[0]?.detail.split(' ')[1]);
    expect(
      await audited(() => api('PUT', `content/dropdowns/motivation/${optionId}`, admin, { retired: true })),
    ).toMatchObject([{ action: 'changed dropdown option', detail: `motivation ${optionId}` }]);
  });
});

describe('reassignments', () => {
  it('records each client’s move from whom to whom, single and bulk, in the client’s trail', async () => {
    const single = await audited(() =>
      api('PUT', `clients/${demoId}/coach`, admin, { coach_id: otherCoachId }),
    );
    expect(single).toEqual([
      {
        staffId: adminId,
        action: 'changed coach',
        clientId: demoId,
        targetStaffId: null,
        detail: `from Sam Coach (#${coachId}) to Test coach other.coach (#${otherCoachId})`,
      },
    ]);
    const bulk = await audited(() =>
      api('POST', 'clients/reassign', admin, { client_ids: [demoId, noPlanId], coach_id: null }),
    );
    expect(bulk).toEqual([
      {
        staffId: adminId,
        action: 'changed coach (bulk)',
        clientId: demoId,
        targetStaffId: null,
        detail: `from Test coach other.coach (#${otherCoachId}) to the pool`,
      },
      {
        staffId: adminId,
        action: 'changed coach (bulk)',
        clientId: noPlanId,
        targetStaffId: null,
        detail: `from Sam Coach (#${coachId}) to the pool`,
      },
    ]);
    const [moved] = await t.db
      .select({ coachId: clients.coachId })
      .from(clients)
      .where(eq(clients.id, demoId));
    expect(moved?.coachId).toBeNull();
  });

  it('records a coach taking a client on', async () => {
    const rows = await audited(() => api('PUT', `clients/${demoId}/coach`, coach, { coach_id: coachId }));
    expect(rows).toMatchObject([
      {
        staffId: coachId,
        clientId: demoId,
        action: 'changed coach',
        detail: `from the pool to Sam Coach (#${coachId})`,
      },
    ]);
    const trail = await t.db
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.clientId, demoId), eq(auditLog.action, 'changed coach')));
    expect(trail).toHaveLength(2);
  });
});
