import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessments, auditLog, clients, sessions, staff } from '../../db/schema.ts';
import { DEMO_ADMIN, logInStaff } from '../../test/staff-login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: Record<string, string>;
let coach: Record<string, string>;

const at = (iso: string) => new Date(iso);

type Check = { answers: object; stats: object };

async function addCohortClient(name: string, pathways: string[], first: Check, followUp: Check) {
  const [row] = await t.db
    .insert(clients)
    .values({
      firstName: name,
      lastName: 'Cohort',
      email: `${name}@report.example`,
      dob: '1975-05-05',
      postcode: 'DT1 1AA',
      phoneNumber: '01305 111111',
      pathways,
      createdAt: at('2025-02-03T10:00:00Z'),
    })
    .returning({ id: clients.id });
  if (!row) throw new Error('client not added');
  await t.db.insert(assessments).values([
    {
      clientId: row.id,
      kind: 'new',
      messages: {},
      createdAt: at('2025-02-03T11:00:00Z'),
      ...first,
    },
    {
      clientId: row.id,
      kind: 'follow-up',
      messages: {},
      createdAt: at('2025-05-05T11:00:00Z'),
      ...followUp,
    },
  ]);
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, coach] = await Promise.all([logInStaff(t.app, DEMO_ADMIN), logInStaff(t.app)]);
  const ana = await addCohortClient(
    'ana',
    ['lose-weight'],
    {
      answers: { weight_metric: 'kg', assessment_weight_kg: 90 },
      stats: { bmi: 31, activity: 30, smoking: 0, alcohol: 20 },
    },
    {
      answers: { weight_metric: 'kg', assessment_weight_kg: 86 },
      stats: { bmi: 29.6, activity: 60, smoking: 0, alcohol: 14 },
    },
  );
  const ben = await addCohortClient(
    'ben',
    ['move-more', 'quit-smoking'],
    {
      answers: { weight_metric: 'kg', assessment_weight_kg: 70 },
      stats: { bmi: 23, activity: 30, smoking: 20, alcohol: 4 },
    },
    {
      answers: { weight_metric: 'kg', assessment_weight_kg: 71 },
      stats: { bmi: 23.3, activity: 150, smoking: 10, alcohol: 6 },
    },
  );
  const [coachRow] = await t.db.select({ id: staff.id }).from(staff).where(eq(staff.role, 'coach')).limit(1);
  const staffId = coachRow?.id ?? 0;
  await t.db.insert(auditLog).values([
    { staffId, clientId: ana, action: 'marked first chat done', createdAt: at('2025-02-04T09:00:00Z') },
    { staffId, clientId: ben, action: 'marked first chat done', createdAt: at('2025-02-07T09:00:00Z') },
  ]);
  await t.db.insert(sessions).values([
    { clientId: ana, type: 'coaching', status: 'complete', dueDate: '2025-03-03', time: 'morning' },
    { clientId: ana, type: 'coaching', status: 'complete', dueDate: '2025-04-07', time: 'morning' },
    { clientId: ben, type: 'coaching', status: 'missed', dueDate: '2025-03-04', time: 'lunch' },
  ]);
});
afterAll(() => t.close());

const report = (query: string, headers = admin) =>
  t.app.inject({ method: 'GET', url: `/api/staff/report${query}`, headers });

describe('commissioner report', () => {
  it('counts registrations, quick first chats, sessions and 3-month follow-ups in the period', async () => {
    const response = await report('?from=2025-01-01&to=2025-12-31');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      clients_registered: 2,
      first_chats: 2,
      first_chats_within_48h: 1,
      sessions_attended: 2,
      sessions_missed: 1,
      follow_ups_completed: { months_3: 2, months_6: 0, months_12: 0 },
      follow_ups_due: { months_3: 2, months_6: 2, months_12: 0 },
    });
  });

  it('downloads as CSV that parses back, with the change from baseline per measure and pathway', async () => {
    const response = await report('.csv?from=2025-01-01&to=2025-12-31');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="outcomes-2025-01-01-to-2025-12-31.csv"',
    );
    const rows: Record<string, string>[] = parse(response.body, { columns: true });
    const row = (figure: string, pathway: string) =>
      rows.find((r) => r.Figure === figure && r.Pathway === pathway);
    expect(row('Clients registered', 'All clients')).toMatchObject({
      Count: '2',
      From: '2025-01-01',
      To: '2025-12-31',
    });
    expect(row('Change in weight (kg)', 'Lose weight')).toMatchObject({
      Count: '1',
      'Mean change': '-4',
      'Improved (%)': '100',
    });
    expect(row('Change in weight (kg)', 'All clients')).toMatchObject({
      Count: '2',
      'Mean change': '-1.5',
      'Improved (%)': '50',
    });
    expect(row('Change in active minutes a week', 'Move more')).toMatchObject({
      'Mean change': '120',
      'Improved (%)': '100',
    });
    expect(row('Change in cigarettes a day', 'Quit smoking')).toMatchObject({ 'Mean change': '-10' });
    expect(response.body).not.toMatch(/ana|ben|Cohort|report\.example/i);
  });

  it('leaves out what falls outside the period', async () => {
    const data = (await report('?from=2025-06-01&to=2025-06-30')).json().data;
    expect(data).toMatchObject({
      clients_registered: 0,
      sessions_attended: 0,
      follow_ups_completed: { months_3: 0 },
    });
    expect(data.changes.every((c: { clients: number }) => c.clients === 0)).toBe(true);
  });

  it('is for administrators only and refuses a bad period with the field named', async () => {
    expect((await report('?from=2025-01-01&to=2025-12-31', coach)).statusCode).toBe(403);
    const backwards = await report('?from=2025-12-31&to=2025-01-01');
    expect(backwards.statusCode).toBe(400);
    expect(Object.keys(backwards.json().errors)).toEqual(['to']);
    expect((await report('?from=2025-02-30&to=2025-12-31')).statusCode).toBe(400);
  });
});
