import { isWeekend, todayIso } from '@coaching/shared/rules/dates';
import type { Executor } from '../client.ts';
import * as t from '../schema.ts';
import { demoClientBase } from './demo-client-base.ts';
import { weekdayFrom } from './weekday-from.ts';

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

const base = {
  ...demoClientBase,
  address1: '3 Acland Road, Dorchester',
  gender: 1,
  contactDays: ['mon', 'tue', 'wed', 'thu', 'fri'],
  contactTimes: ['morning', 'afternoon'],
  preferredMethod: 1,
};

type Person = { firstName: string; lastName: string; dob: string; postcode: string; phoneNumber: string };

async function addClient(
  tx: Executor,
  who: Person,
  values: {
    coachId: number | null;
    registeredDaysAgo: number;
    completedCalls: number;
    closureAskedDaysAgo?: number;
  },
) {
  const [row] = await tx
    .insert(t.clients)
    .values({
      ...base,
      ...who,
      email: `${who.firstName}.${who.lastName}@example.com`.toLowerCase(),
      pathways: ['move-more'],
      coachId: values.coachId,
      completedCalls: values.completedCalls,
      assessmentCount: values.completedCalls > 0 ? 1 : 0,
      createdAt: daysAgo(values.registeredDaysAgo),
      closureRequestedAt:
        values.closureAskedDaysAgo === undefined ? null : daysAgo(values.closureAskedDaysAgo),
    })
    .returning({ id: t.clients.id });
  if (!row) throw new Error('demo caseload seed failed');
  return row.id;
}

async function addCheck(tx: Executor, clientId: number, daysBefore: number, bmi: number) {
  await tx.insert(t.assessments).values({
    clientId,
    kind: 'new',
    answers: { pathways: ['move-more'], weight_metric: 'kg' },
    stats: { bmi, activity: 60, smoking: 0, alcohol: 4 },
    messages: {},
    createdAt: daysAgo(daysBefore),
  });
  const [plan] = await tx
    .insert(t.plans)
    .values({ clientId, serviceLevel: 2, pathways: ['activity'], createdAt: daysAgo(daysBefore) })
    .returning({ id: t.plans.id });
  if (!plan) throw new Error('demo caseload seed failed');
  return plan.id;
}

/**
 * The demo coach's working day, so that someone trying the console finds work in every list of My
 * day: a session today (on a weekday) and a follow-up check due, a missed session with an overdue
 * action and a message waiting, a client out of touch with risk flags, a closure request, and a
 * registration past the 48-hour target that nobody has taken on.
 */
export async function seedDemoCaseload(tx: Executor, coachId: number) {
  const rhys = await addClient(
    tx,
    {
      firstName: 'Rhys',
      lastName: 'Morgan',
      dob: '1972-06-03',
      postcode: 'DT1 2JA',
      phoneNumber: '07700 900456',
    },
    { coachId, registeredDaysAgo: 104, completedCalls: 2 },
  );
  await addCheck(tx, rhys, 100, 27.4);
  await tx.insert(t.sessions).values([
    {
      clientId: rhys,
      coachId,
      type: 'coaching',
      status: 'complete',
      dueDate: weekdayFrom(-14),
      time: 'morning',
    },
    ...(isWeekend(todayIso())
      ? []
      : [
          {
            clientId: rhys,
            coachId,
            type: 'check-in' as const,
            dueDate: todayIso(),
            time: 'afternoon' as const,
          },
        ]),
  ]);

  const chris = await addClient(
    tx,
    {
      firstName: 'Chris',
      lastName: 'Taylor',
      dob: '1988-11-21',
      postcode: 'DT4 7QT',
      phoneNumber: '07700 900789',
    },
    { coachId, registeredDaysAgo: 45, completedCalls: 1 },
  );
  const chrisPlan = await addCheck(tx, chris, 40, 31.2);
  const missedOn = weekdayFrom(-3);
  await tx.insert(t.sessions).values([
    {
      clientId: chris,
      coachId,
      type: 'coaching',
      status: 'complete',
      dueDate: weekdayFrom(-20),
      time: 'lunch',
    },
    {
      clientId: chris,
      coachId,
      type: 'check-in',
      status: 'missed',
      dueDate: missedOn,
      time: 'morning',
      updatedAt: new Date(`${missedOn}T12:00:00Z`),
    },
  ]);
  await tx.insert(t.actions).values({
    clientId: chris,
    title: 'Swap the afternoon biscuits for fruit',
    description: 'Take an apple or a banana to work for the mid-afternoon slump.',
    dueDate: weekdayFrom(-4),
  });
  await tx.insert(t.messages).values([
    {
      clientId: chris,
      planId: chrisPlan,
      staffId: coachId,
      isCoach: true,
      message: 'Hi Chris, a reminder that we have a check-in call this week.',
      userSeen: true,
      sent: daysAgo(6),
    },
    {
      clientId: chris,
      planId: chrisPlan,
      isCoach: false,
      message: 'Sorry I missed our call, work was hectic. Could we find another time next week?',
      sent: daysAgo(1),
    },
  ]);

  const dee = await addClient(
    tx,
    {
      firstName: 'Dee',
      lastName: 'Harper',
      dob: '1965-02-14',
      postcode: 'DT2 9PX',
      phoneNumber: '07700 900321',
    },
    { coachId, registeredDaysAgo: 70, completedCalls: 1 },
  );
  const deePlan = await addCheck(tx, dee, 65, 41.2);
  await tx.insert(t.sessions).values({
    clientId: dee,
    coachId,
    type: 'coaching',
    status: 'complete',
    dueDate: weekdayFrom(-30),
    time: 'morning',
  });
  await tx.insert(t.messages).values({
    clientId: dee,
    planId: deePlan,
    staffId: coachId,
    isCoach: true,
    message: 'Hi Dee, how are the walks going? Let me know if you would like to talk.',
    sent: daysAgo(28),
  });
  await tx.insert(t.riskFlags).values({
    clientId: dee,
    reason: 'Chest pain when walking uphill: advised to see the GP before doing more',
    setBy: coachId,
    createdAt: daysAgo(30),
  });

  await addClient(
    tx,
    {
      firstName: 'Lee',
      lastName: 'Parker',
      dob: '1979-08-09',
      postcode: 'BH15 1HP',
      phoneNumber: '07700 900654',
    },
    { coachId, registeredDaysAgo: 90, completedCalls: 1, closureAskedDaysAgo: 1 },
  );

  const robin = await addClient(
    tx,
    {
      firstName: 'Robin',
      lastName: 'Ellis',
      dob: '1995-03-30',
      postcode: 'DT11 7AP',
      phoneNumber: '07700 900987',
    },
    { coachId: null, registeredDaysAgo: 3, completedCalls: 0 },
  );
  await tx.insert(t.contactAttempts).values({
    clientId: robin,
    staffId: coachId,
    channel: 'phone',
    outcome: 'no-answer',
    createdAt: daysAgo(2),
  });
}
