import { sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/secrets.ts';
import { recordUpcomingSessionsTold } from '../../modules/scheduler/scheduler-repository.ts';
import { FIRST_CHAT_AUDIT } from '../../modules/staff-clients/mark-first-chat-done.ts';
import { type Db, type Executor, queryRows } from '../client.ts';
import * as t from '../schema.ts';
import { ARTICLES, EVENTS } from './content.ts';
import { seedDemoCaseload } from './demo-caseload.ts';
import { demoClientBase } from './demo-client-base.ts';
import { seedDemoClientRecord } from './demo-client-record.ts';
import { DROPDOWNS } from './dropdowns.ts';
import { sessionDayFrom } from './session-day-from.ts';

export const DEMO_PASSWORD = 'Coaching-demo-2026';
export const DEMO_CLIENT = { email: 'demo.client@example.com', dob: '1985-04-12' };
export const DEMO_NO_PLAN = { email: 'demo.noplan@example.com', dob: '1990-09-30' };
export const DEMO_STAFF = { coach: 'coach@example.com', admin: 'admin@example.com' };
/** Fixed TOTP secrets for the demo staff, so a tester can add them to an authenticator app. */
export const DEMO_STAFF_TOTP = {
  coach: 'DEMOCOACHSECRETKEYFORTOTPLOGINAB',
  admin: 'DEMOADMINSECRETKEYFORTOTPLOGINCD',
};

async function seedLists(tx: Executor) {
  const rows = Object.entries(DROPDOWNS).flatMap(([key, options]) =>
    options.map(([id, value, editable], index) => ({
      id,
      key,
      value,
      rank: index + 1,
      editable: editable ?? false,
    })),
  );
  await tx.insert(t.dropdownOptions).values(rows);
  const articleRows = await tx
    .insert(t.articles)
    .values(
      ARTICLES.map(([title, intro, topic, url], i) => ({
        title,
        intro,
        body: intro,
        image: `/images/${topic}.svg`,
        url,
        publishedAt: new Date(Date.now() - (i + 1) * 3 * 86_400_000),
      })),
    )
    .returning({ id: t.articles.id });
  const eventRows = await tx
    .insert(t.events)
    .values(
      EVENTS.map(([title, description, topic, slug, inDays]) => ({
        title,
        description,
        image: `/images/${topic}.svg`,
        slug,
        startDate: sessionDayFrom(inDays),
      })),
    )
    .returning({ id: t.events.id });
  // The technique library is written by every migration run (sync-technique-library.ts), in its order.
  const bctRows = await tx.select({ id: t.bcts.id }).from(t.bcts).orderBy(t.bcts.id);
  return {
    articleIds: articleRows.map((r) => r.id),
    eventIds: eventRows.map((r) => r.id),
    bctIds: bctRows.map((r) => r.id),
  };
}

/** How many days ahead the demo coach's training day is (the next session day from then). */
export const DEMO_TRAINING_DAY_FROM = 63;

/**
 * Fills an empty database with lists, content, staff and two demo clients, and with `caseload` (the
 * service as started for people to try it) the demo coach's working day (seedDemoCaseload); the API
 * tests build their own. Does nothing to a database that has been seeded.
 */
export async function seedDemoData(
  db: Db,
  { caseload = false } = {},
): Promise<{ seeded: boolean; notes: string[] }> {
  const notes = [
    `Demo clients (password ${DEMO_PASSWORD}):`,
    `  ${DEMO_CLIENT.email}, date of birth ${DEMO_CLIENT.dob} (plan, sessions, actions, messages)`,
    `  ${DEMO_NO_PLAN.email}, date of birth ${DEMO_NO_PLAN.dob} (no health check, no plan)`,
    `Demo staff at /staff (password ${DEMO_PASSWORD}; add the TOTP secret to an authenticator app):`,
    `  ${DEMO_STAFF.coach} (coach), TOTP secret ${DEMO_STAFF_TOTP.coach}`,
    `  ${DEMO_STAFF.admin} (admin), TOTP secret ${DEMO_STAFF_TOTP.admin}`,
    ...(caseload ? ['The demo coach has five more clients, so every list of My day has work in it.'] : []),
  ];
  const [existing] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from dropdown_options`);
  if (Number(existing?.n ?? 0) > 0) return { seeded: false, notes };

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const { articleIds, eventIds, bctIds } = await seedLists(tx);
    const [coach, admin] = await tx
      .insert(t.staff)
      .values([
        {
          email: DEMO_STAFF.coach,
          name: 'Sam Coach',
          role: 'coach' as const,
          passwordHash,
          totpSecret: DEMO_STAFF_TOTP.coach,
          totpEnabled: true,
        },
        {
          email: DEMO_STAFF.admin,
          name: 'Alex Admin',
          role: 'admin' as const,
          passwordHash,
          totpSecret: DEMO_STAFF_TOTP.admin,
          totpEnabled: true,
        },
      ])
      .returning({ id: t.staff.id });
    if (!coach || !admin) throw new Error('staff seed failed');
    await tx.insert(t.coachSlots).values(
      (['mon', 'tue', 'wed', 'thu', 'fri'] as const).flatMap((day) =>
        (['morning', 'lunch', 'afternoon', 'evening'] as const).map((time) => ({
          staffId: coach.id,
          day,
          time,
        })),
      ),
    );
    // A training day two months ahead, past every demo session: Availability and the diary show it.
    const trainingDay = sessionDayFrom(DEMO_TRAINING_DAY_FROM);
    await tx.insert(t.coachDaysAway).values({
      staffId: coach.id,
      firstDay: trainingDay,
      lastDay: trainingDay,
      reason: 'training',
      createdBy: coach.id,
    });

    const jo = { ...demoClientBase, dob: DEMO_CLIENT.dob, gender: 2 };
    const [client] = await tx
      .insert(t.clients)
      .values({
        ...jo,
        firstName: 'Jo',
        lastName: 'Demo',
        email: DEMO_CLIENT.email,
        pathways: ['lose-weight', 'move-more', 'drink-less', 'quit-smoking'],
        passwordHash,
        contactDays: ['mon', 'wed'],
        contactTimes: ['morning', 'evening'],
        preferredMethod: 1,
        completedCalls: 1,
        assessmentCount: 1,
        coachId: coach.id,
      })
      .returning({ id: t.clients.id });
    await tx.insert(t.clients).values({
      ...demoClientBase,
      firstName: 'Pat',
      lastName: 'Newcomer',
      email: DEMO_NO_PLAN.email,
      dob: DEMO_NO_PLAN.dob,
      gender: 1,
      postcode: 'BH1 1AA',
      pathways: ['move-more'],
      passwordHash,
      coachId: coach.id,
    });
    if (!client) throw new Error('client seed failed');
    await seedDemoClientRecord(tx, jo, {
      clientId: client.id,
      coachId: coach.id,
      articleIds,
      eventIds,
      bctIds,
    });
    if (caseload) await seedDemoCaseload(tx, coach.id);
    await recordDemoFirstChats(tx, coach.id);
    await recordDemoClientMove(tx, client.id);
    await recordUpcomingSessionsTold(tx);
  });
  return { seeded: true, notes };
}

/**
 * The audit rows "Mark first chat done" writes, for the demo clients past their first chat: the report
 * counts first chats from them, and showed none for the demo. A day after registering, by their coach.
 */
async function recordDemoFirstChats(tx: Executor, coachId: number): Promise<void> {
  await queryRows(
    tx,
    sql`insert into audit_log (staff_id, client_id, action, created_at)
      select coalesce(coach_id, ${coachId}), id, ${FIRST_CHAT_AUDIT}, created_at + interval '1 day'
      from clients where completed_calls > 0 order by id`,
  );
}

/** Jo moved her next session herself yesterday: My day's "Moved or cancelled by clients" shows it. */
async function recordDemoClientMove(tx: Executor, clientId: number): Promise<void> {
  await queryRows(
    tx,
    sql`update sessions set client_changed_at = now() - interval '1 day'
      where id = (select id from sessions where client_id = ${clientId} and status = 'due'
        and due_date >= current_date order by due_date, id limit 1)`,
  );
}
