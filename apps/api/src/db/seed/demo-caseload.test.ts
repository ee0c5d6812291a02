import { bmi } from '@coaching/shared/rules/bmi';
import { addDays, todayIso } from '@coaching/shared/rules/dates';
import { isSessionDay } from '@coaching/shared/rules/session-days';
import { and, count, eq, gt, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listChangedSessionIds } from '../../modules/scheduler/scheduler-repository.ts';
import { buildMyDay } from '../../modules/staff-my-day/build-my-day.ts';
import { buildReport } from '../../modules/staff-report/build-report.ts';
import { listSelfLogAlerts } from '../../modules/staff-self-log/alerts-repository.ts';
import { type Database, newPglite, openPglite } from '../client.ts';
import { assessments, clients, sessions, staff } from '../schema.ts';
import { DEMO_STAFF, seedDemoData } from './seed-demo-data.ts';
import { sessionDayFrom } from './session-day-from.ts';

let database: Database;
beforeAll(async () => {
  database = openPglite(newPglite());
  await database.migrate();
  await seedDemoData(database.db, { caseload: true });
});
afterAll(() => database.close());

async function demoCoachId({ db }: Database) {
  const [coach] = await db.select({ id: staff.id }).from(staff).where(eq(staff.email, DEMO_STAFF.coach));
  return coach?.id ?? 0;
}

async function demoCoachDay(database: Database) {
  return buildMyDay(database.db, { staffId: await demoCoachId(database), role: 'coach' }, 21);
}

const names = (rows: { first_name: string; last_name: string }[]) =>
  rows.map((r) => `${r.first_name} ${r.last_name}`);

describe('the demo coach’s working day, as the service starts for people to try it', () => {
  it('has work in every list of My day', async () => {
    const day = await demoCoachDay(database);
    if (isSessionDay(todayIso())) {
      expect(names(day.today_sessions)).toEqual(['Rhys Morgan']);
      expect(day.next_session_day).toBeNull();
    } else {
      expect(day.today_sessions).toEqual([]);
      expect(day.next_session_day?.date).toBe(sessionDayFrom(0));
      expect(names(day.next_session_day?.sessions ?? [])).toEqual(['Rhys Morgan']);
    }
    expect(names(day.follow_ups)).toEqual(['Rhys Morgan']);
    expect(names(day.unrecorded_sessions)).toEqual(['Rhys Morgan']);
    expect(names(day.client_changes)).toEqual(['Jo Demo']);
    expect(names(day.missed_sessions)).toEqual(['Chris Taylor']);
    expect(names(day.overdue_actions)).toEqual(['Chris Taylor']);
    expect(names(day.unanswered)).toEqual(['Chris Taylor']);
    expect(names(day.quiet_clients)).toEqual(['Dee Harper']);
    expect(day.flagged).toEqual([
      expect.objectContaining({
        first_name: 'Dee',
        reasons: [expect.stringMatching(/^Chest pain/), expect.stringMatching(/BMI/)],
      }),
    ]);
    expect(names(day.closures)).toEqual(['Lee Parker']);
    expect(names(day.registrations)).toEqual(['Robin Ellis', 'Pat Newcomer']);
    expect(day.registrations[0]).toMatchObject({ attempts: 1, coach: null });
    expect(day.totals.first_chats_overdue).toBe(1);
  });

  it('has work in both self-logging lists of My day', async () => {
    const lists = await listSelfLogAlerts(database.db, await demoCoachId(database), todayIso());
    expect(names(lists.stopped)).toEqual(['Dee Harper']);
    expect(lists.wrong_way).toEqual([
      expect.objectContaining({ first_name: 'Chris', last_name: 'Taylor', weight_rise: 2.4 }),
    ]);
  });

  it('is left out unless asked for, and seeded once', async () => {
    expect((await seedDemoData(database.db, { caseload: true })).seeded).toBe(false);
    const plain = openPglite(newPglite());
    await plain.migrate();
    await seedDemoData(plain.db);
    const day = await demoCoachDay(plain);
    expect(names(day.registrations)).toEqual(['Pat Newcomer']);
    expect(day.unanswered).toEqual([]);
    await plain.close();
  });
});

describe('the demo health checks', () => {
  it('each give the BMI their own weight and height give', async () => {
    const checks = await database.db
      .select({ answers: assessments.answers, stats: assessments.stats })
      .from(assessments);
    expect(checks.length).toBeGreaterThan(4);
    for (const { answers, stats } of checks) {
      const { assessment_weight_kg: kg, assessment_height_cm: cm } = answers as Record<string, unknown>;
      const { bmi: shown } = stats as { bmi: number };
      expect(typeof kg === 'number' && typeof cm === 'number', JSON.stringify(answers)).toBe(true);
      expect(shown).toBe(bmi(Number(kg), Number(cm)));
    }
  });
});

describe('the demo report', () => {
  it('counts the demo clients past their first chat as first chats', async () => {
    const chatted = await database.db.select().from(clients).where(gt(clients.completedCalls, 0));
    const report = await buildReport(database.db, { from: addDays(todayIso(), -400), to: todayIso() });
    expect(chatted.length).toBeGreaterThan(1);
    expect(report).toMatchObject({ first_chats: chatted.length, first_chats_within_48h: chatted.length });
  });
});

describe('the demo sessions', () => {
  it('are not confirmed to their clients again when the scheduler first runs', async () => {
    const owed = await listChangedSessionIds(database.db, new Date(0), todayIso());
    expect(owed).toEqual([]);
    const [upcoming] = await database.db
      .select({ n: count() })
      .from(sessions)
      .where(and(eq(sessions.status, 'due'), gte(sessions.dueDate, todayIso())));
    expect(upcoming?.n, 'the demo has upcoming sessions to be told of').toBeGreaterThan(0);
  });
});
