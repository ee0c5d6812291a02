import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessments, auditLog, clients, sessions, staff } from '../../db/schema.ts';
import { addStaff, DEMO_ADMIN, logInStaff } from '../../test/staff-login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Every client's first check is on Monday 6 January 2025: the 3-month window opens on 17 March
// (10 weeks), the 6-month on 9 June (22 weeks), the 12-month on 8 December (48 weeks).
let t: TestApp;
let admin: Record<string, string>;
let samId: number;
let otherId: number;

const stats = { bmi: 30, activity: 30, smoking: 0, alcohol: 10 };
async function addClient(name: string, coachId: number, followUp: string, closed = false) {
  const [row] = await t.db
    .insert(clients)
    .values({
      firstName: name,
      lastName: 'Window',
      email: `${name}@windows.example`,
      dob: '1975-05-05',
      postcode: 'DT1 1AA',
      phoneNumber: '01305 111111',
      coachId,
      createdAt: new Date('2025-01-06T09:00:00Z'),
      closedAt: closed ? new Date('2025-12-20T09:00:00Z') : null,
    })
    .returning({ id: clients.id });
  const id = row?.id ?? 0;
  await t.db.insert(assessments).values([
    {
      clientId: id,
      kind: 'new',
      answers: {},
      messages: {},
      stats,
      createdAt: new Date('2025-01-06T11:00:00Z'),
    },
    {
      clientId: id,
      kind: 'follow-up',
      answers: {},
      messages: {},
      stats,
      createdAt: new Date(`${followUp}T11:00:00Z`),
    },
  ]);
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await logInStaff(t.app, DEMO_ADMIN);
  const [sam] = await t.db.select({ id: staff.id }).from(staff).where(eq(staff.name, 'Sam Coach'));
  samId = sam?.id ?? 0;
  otherId = (await addStaff(t.db, 'window.coach@example.com')).id;
  const early = await addClient('early', samId, '2025-03-16'); // 9 weeks 6 days: no window
  const ten = await addClient('ten', samId, '2025-03-17'); // 10 weeks: 3 months
  await addClient('closed', otherId, '2025-06-09', true); // 22 weeks: 6 months, not 3
  await addClient('year', otherId, '2025-12-08'); // 48 weeks: 12 months
  await t.db.insert(auditLog).values([
    {
      staffId: samId,
      clientId: early,
      action: 'marked first chat done',
      createdAt: new Date('2025-01-08T09:00:00Z'),
    },
    {
      staffId: samId,
      clientId: ten,
      action: 'marked first chat done',
      createdAt: new Date('2025-01-08T09:00:01Z'),
    },
  ]);
  await t.db.insert(sessions).values([
    {
      clientId: early,
      coachId: samId,
      type: 'coaching',
      status: 'complete',
      dueDate: '2025-02-03',
      time: 'morning',
    },
    {
      clientId: ten,
      coachId: samId,
      type: 'coaching',
      status: 'missed',
      dueDate: '2025-02-04',
      time: 'morning',
    },
  ]);
});
afterAll(() => t.close());

const report = async (from: string, to: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/staff/report?from=${from}&to=${to}`, headers: admin })
  ).json().data;
const checks = (m3: number, m6: number, m12: number) => ({ months_3: m3, months_6: m6, months_12: m12 });

describe("the commissioner report's follow-up windows and denominators", () => {
  it('counts a follow-up only inside its window, from the window’s first day, closed cases too', async () => {
    const data = await report('2025-01-01', '2025-12-31');
    expect(data.follow_ups_completed).toEqual(checks(1, 1, 1));
    expect(data.follow_ups_due).toEqual(checks(4, 4, 4));
    expect(data).toMatchObject({ clients_registered: 4, first_chats: 2, first_chats_within_48h: 1 });
  });

  it('leaves out of the denominator those who took the check before the period', async () => {
    const data = await report('2025-04-01', '2025-12-31');
    expect(data.follow_ups_completed).toEqual(checks(0, 1, 1));
    expect(data.follow_ups_due).toEqual(checks(3, 4, 4));
  });

  it('counts a window only from its first day to the day before the next opens', async () => {
    expect((await report('2025-03-16', '2025-03-16')).follow_ups_due).toEqual(checks(0, 0, 0));
    expect((await report('2025-03-17', '2025-03-17')).follow_ups_completed).toEqual(checks(1, 0, 0));
    expect((await report('2025-06-08', '2025-06-08')).follow_ups_due).toEqual(checks(3, 0, 0));
    expect((await report('2025-06-09', '2025-06-09')).follow_ups_completed).toEqual(checks(0, 1, 0));
  });

  it('breaks the figures down per coach', async () => {
    const data = await report('2025-01-01', '2025-12-31');
    const of = (id: number) => data.coaches.find((c: { coach_id: number }) => c.coach_id === id);
    expect(of(samId)).toMatchObject({
      coach: 'Sam Coach',
      clients_registered: 2,
      first_chats: 2,
      first_chats_within_48h: 1,
      sessions_attended: 1,
      sessions_missed: 1,
      follow_ups_completed: checks(1, 0, 0),
      follow_ups_due: checks(2, 2, 2),
    });
    expect(of(otherId)).toMatchObject({
      clients_registered: 2,
      first_chats: 0,
      follow_ups_completed: checks(0, 1, 1),
    });
  });
});
