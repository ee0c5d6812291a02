import { addDays, isWeekend, todayIso } from '@coaching/shared/rules/dates';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/secrets.ts';
import { type Db, type Executor, queryRows } from '../client.ts';
import * as t from '../schema.ts';
import { ARTICLES, BCTS, EVENTS } from './content.ts';
import { DROPDOWNS } from './dropdowns.ts';

export const DEMO_PASSWORD = 'Coaching-demo-2026';
export const DEMO_CLIENT = { email: 'demo.client@example.com', dob: '1985-04-12' };
export const DEMO_NO_PLAN = { email: 'demo.noplan@example.com', dob: '1990-09-30' };
export const DEMO_STAFF = { coach: 'coach@example.com', admin: 'admin@example.com' };
/** Fixed TOTP secrets for the demo staff, so a tester can add them to an authenticator app. */
export const DEMO_STAFF_TOTP = {
  coach: 'DEMOCOACHSECRETKEYFORTOTPLOGINAB',
  admin: 'DEMOADMINSECRETKEYFORTOTPLOGINCD',
};

/** The nearest weekday on or after a day offset from today. */
function weekdayFrom(offset: number): string {
  let day = addDays(todayIso(), offset);
  while (isWeekend(day)) day = addDays(day, offset < 0 ? -1 : 1);
  return day;
}

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
        startDate: weekdayFrom(inDays),
      })),
    )
    .returning({ id: t.events.id });
  const bctRows = await tx
    .insert(t.bcts)
    .values(BCTS.map(([name, webFriendlyName, description]) => ({ name, webFriendlyName, description })))
    .returning({ id: t.bcts.id });
  return {
    articleIds: articleRows.map((r) => r.id),
    eventIds: eventRows.map((r) => r.id),
    bctIds: bctRows.map((r) => r.id),
  };
}

const demoClientBase = {
  postcode: 'DT1 1XJ',
  address1: '12 High West Street, Dorchester',
  phoneNumber: '07700 900123',
  contactMethod: 1,
  leaveMessage: 'yes' as const,
  ethnicity: 1,
  gpPracticeId: 13,
  acceptTerms: true,
  howDidYouHear: 1,
};

/** Fills an empty database with lists, content, staff and two demo clients. Does nothing otherwise. */
export async function seedDemoData(db: Db): Promise<{ seeded: boolean; notes: string[] }> {
  const notes = [
    `Demo clients (password ${DEMO_PASSWORD}):`,
    `  ${DEMO_CLIENT.email}, date of birth ${DEMO_CLIENT.dob} (plan, sessions, actions, messages)`,
    `  ${DEMO_NO_PLAN.email}, date of birth ${DEMO_NO_PLAN.dob} (no health check, no plan)`,
    `Demo staff at /staff (password ${DEMO_PASSWORD}; add the TOTP secret to an authenticator app):`,
    `  ${DEMO_STAFF.coach} (coach), TOTP secret ${DEMO_STAFF_TOTP.coach}`,
    `  ${DEMO_STAFF.admin} (admin), TOTP secret ${DEMO_STAFF_TOTP.admin}`,
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

    const [client] = await tx
      .insert(t.clients)
      .values({
        ...demoClientBase,
        firstName: 'Jo',
        lastName: 'Demo',
        email: DEMO_CLIENT.email,
        dob: DEMO_CLIENT.dob,
        gender: 2,
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
    const clientId = client.id;

    await tx.insert(t.assessments).values({
      clientId,
      kind: 'new',
      answers: {
        pathways: ['lose-weight', 'move-more', 'drink-less', 'quit-smoking'],
        weight_metric: 'kg',
        assessment_weight_kg: 84,
        assessment_height_cm: 168,
      },
      stats: { bmi: 29.8, activity: 60, smoking: 10, alcohol: 16 },
      messages: {},
      createdAt: new Date(Date.now() - 40 * 86_400_000),
    });

    const [plan] = await tx
      .insert(t.plans)
      .values({ clientId, serviceLevel: 2, pathways: ['weight', 'activity', 'alcohol', 'smoking'] })
      .returning({ id: t.plans.id });
    if (!plan) throw new Error('plan seed failed');
    await tx.insert(t.planNotes).values([
      {
        planId: plan.id,
        kind: 'goal',
        title: 'Lose weight',
        note: 'Lose half a stone by the summer by swapping takeaways for home-cooked meals.',
      },
      {
        planId: plan.id,
        kind: 'goal',
        title: 'Move more',
        note: 'Walk to work on three days a week instead of taking the bus.',
      },
      { planId: plan.id, kind: 'goal', title: 'Drink less', note: 'Have four drink-free days each week.' },
      {
        planId: plan.id,
        kind: 'barrier',
        title: 'Evenings',
        note: 'Tired after work and tempted by a glass of wine and a takeaway.',
      },
      { planId: plan.id, kind: 'barrier', title: 'Stress at work', note: 'Smokes more on stressful days.' },
    ]);
    const planBctRows = await tx
      .insert(t.planBcts)
      .values(
        bctIds.slice(0, 4).map((bctId, i) => ({ planId: plan.id, bctId, progress: i < 2 ? i + 3 : null })),
      )
      .returning({ id: t.planBcts.id });
    await tx.insert(t.planBctNotes).values(
      planBctRows.slice(0, 3).map((row, i) => ({
        planBctId: row.id,
        note:
          [
            'Walk on Monday, Wednesday and Friday lunchtimes.',
            'Use the step counter on your phone every day.',
            'Keep a drinks diary for two weeks.',
          ][i] ?? '',
        date: weekdayFrom(-20 + i),
      })),
    );
    await tx
      .insert(t.planArticles)
      .values(articleIds.slice(0, 4).map((articleId) => ({ planId: plan.id, articleId })));
    await tx
      .insert(t.planEvents)
      .values(eventIds.slice(0, 2).map((eventId) => ({ planId: plan.id, eventId })));

    const sessionRows = await tx
      .insert(t.sessions)
      .values([
        {
          clientId,
          coachId: coach.id,
          type: 'coaching' as const,
          status: 'due' as const,
          dueDate: weekdayFrom(5),
          time: 'morning' as const,
        },
        {
          clientId,
          coachId: coach.id,
          type: 'check-in' as const,
          status: 'due' as const,
          dueDate: weekdayFrom(19),
          time: 'afternoon' as const,
        },
        {
          clientId,
          coachId: coach.id,
          type: 'coaching' as const,
          status: 'complete' as const,
          dueDate: weekdayFrom(-9),
          time: 'morning' as const,
        },
        {
          clientId,
          coachId: coach.id,
          type: 'month check-in' as const,
          status: 'complete' as const,
          dueDate: weekdayFrom(-30),
          time: 'lunch' as const,
        },
      ])
      .returning({ id: t.sessions.id });
    const done = sessionRows[2];
    if (done) {
      await tx.insert(t.sessionNotes).values({
        sessionId: done.id,
        note: 'Talked about walking at lunchtime and keeping a drinks diary.',
        date: weekdayFrom(-9),
      });
    }

    const actionRows = await tx
      .insert(t.actions)
      .values([
        {
          clientId,
          title: 'Plan three walks this week',
          description:
            'Choose three lunchtimes this week and put a 20-minute walk in your calendar. Tell a colleague so they can join you.',
          dueDate: weekdayFrom(4),
        },
        {
          clientId,
          title: 'Keep a drinks diary',
          description: 'Write down every drink you have for two weeks, with the time and where you were.',
          dueDate: weekdayFrom(11),
        },
        {
          clientId,
          title: 'Clear the cupboard',
          description: 'Move biscuits and crisps out of sight.',
          status: 'complete' as const,
          completedAt: new Date(Date.now() - 5 * 86_400_000),
          dueDate: weekdayFrom(-6),
        },
      ])
      .returning({ id: t.actions.id });

    const messageRows = await tx
      .insert(t.messages)
      .values([
        {
          clientId,
          planId: plan.id,
          staffId: coach.id,
          isCoach: true,
          message: 'Hi Jo, it was good to speak today. How did the first walk go?',
          userSeen: true,
          sent: new Date(Date.now() - 6 * 86_400_000),
        },
        {
          clientId,
          planId: plan.id,
          isCoach: false,
          message: 'It went well thanks! I managed 20 minutes.',
          userSeen: true,
          sent: new Date(Date.now() - 5 * 86_400_000),
        },
        {
          clientId,
          planId: plan.id,
          staffId: coach.id,
          isCoach: true,
          message: 'Brilliant. Try to add one more walk this week if you can.',
          sent: new Date(Date.now() - 1 * 86_400_000),
        },
      ])
      .returning({ id: t.messages.id });

    await tx.insert(t.notifications).values([
      {
        clientId,
        object: 'Message' as const,
        objectId: messageRows[2]?.id ?? 0,
        title: 'New message from your coach',
      },
      {
        clientId,
        object: 'Action' as const,
        objectId: actionRows[0]?.id ?? 0,
        title: 'New action: Plan three walks this week',
      },
      {
        clientId,
        object: 'Task' as const,
        objectId: actionRows[1]?.id ?? 0,
        title: 'New task: Keep a drinks diary',
      },
    ]);
  });
  return { seeded: true, notes };
}
