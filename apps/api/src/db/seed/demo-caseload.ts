import { PATHWAY_AREAS, type PathwaySlug } from '@coaching/shared/constants';
import type { Executor } from '../client.ts';
import * as t from '../schema.ts';
import { demoClientBase } from './demo-client-base.ts';
import { demoHealthCheck } from './demo-health-check.ts';
import { seedDemoSelfLogs } from './demo-self-log.ts';
import { sessionDayFrom } from './session-day-from.ts';

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
type Registered = { registeredDaysAgo: number; closureAskedDaysAgo?: number; pathways?: PathwaySlug[] };

async function addClient(
  tx: Executor,
  who: Person,
  values: Registered & { coachId: number | null; completedCalls: number; assessmentCount: number },
) {
  const [row] = await tx
    .insert(t.clients)
    .values({
      ...base,
      ...who,
      email: `${who.firstName}.${who.lastName}@example.com`.toLowerCase(),
      pathways: values.pathways ?? ['move-more'],
      coachId: values.coachId,
      completedCalls: values.completedCalls,
      assessmentCount: values.assessmentCount,
      createdAt: daysAgo(values.registeredDaysAgo),
      closureRequestedAt:
        values.closureAskedDaysAgo === undefined ? null : daysAgo(values.closureAskedDaysAgo),
    })
    .returning({ id: t.clients.id });
  if (!row) throw new Error('demo caseload seed failed');
  return row.id;
}

/**
 * A client of `coachId` past their first call: a health check `checkedDaysAgo` and a level-2 plan, for
 * their pathways (moving more unless given).
 */
async function addCoachedClient(
  tx: Executor,
  coachId: number,
  who: Person,
  values: Registered & { completedCalls: number; checkedDaysAgo: number; weightKg: number; heightCm: number },
) {
  const pathways = values.pathways ?? ['move-more'];
  const id = await addClient(tx, who, { ...values, coachId, assessmentCount: 1 });
  await tx.insert(t.assessments).values({
    clientId: id,
    kind: 'new',
    ...demoHealthCheck(
      { ...base, ...who },
      {
        pathways,
        weightKg: values.weightKg,
        heightCm: values.heightCm,
        activity: 60,
        smoking: 0,
        alcohol: 4,
      },
    ),
    createdAt: daysAgo(values.checkedDaysAgo),
  });
  const [plan] = await tx
    .insert(t.plans)
    .values({
      clientId: id,
      serviceLevel: 2,
      pathways: pathways.map((slug) => PATHWAY_AREAS[slug]),
      createdAt: daysAgo(values.checkedDaysAgo),
    })
    .returning({ id: t.plans.id });
  if (!plan) throw new Error('demo caseload seed failed');
  return { id, planId: plan.id };
}

/**
 * The demo coach's working day, so that someone trying the console finds work in every list of My
 * day: a session today (at a weekend, on the next session day), a recent one nobody recorded and a follow-up check due, a
 * missed session with an overdue action and a message waiting, a client out of touch with risk flags,
 * a closure request, a registration past the 48-hour target that nobody has taken on, and the two
 * self-logging lists.
 */
export async function seedDemoCaseload(tx: Executor, coachId: number) {
  const { id: rhys } = await addCoachedClient(
    tx,
    coachId,
    {
      firstName: 'Rhys',
      lastName: 'Morgan',
      dob: '1972-06-03',
      postcode: 'DT1 2JA',
      phoneNumber: '07700 900456',
    },
    { registeredDaysAgo: 104, completedCalls: 2, checkedDaysAgo: 100, weightKg: 79.2, heightCm: 170 },
  );
  await tx.insert(t.sessions).values([
    {
      clientId: rhys,
      coachId,
      type: 'coaching',
      status: 'complete',
      dueDate: sessionDayFrom(-14),
      time: 'morning',
    },
    { clientId: rhys, coachId, type: 'coaching', dueDate: sessionDayFrom(-2), time: 'lunch' },
    // Today, or at a weekend or on a bank holiday the next session day, which My day then shows.
    { clientId: rhys, coachId, type: 'check-in', dueDate: sessionDayFrom(0), time: 'afternoon' },
  ]);

  const { id: chris, planId: chrisPlan } = await addCoachedClient(
    tx,
    coachId,
    {
      firstName: 'Chris',
      lastName: 'Taylor',
      dob: '1988-11-21',
      postcode: 'DT4 7QT',
      phoneNumber: '07700 900789',
    },
    {
      registeredDaysAgo: 45,
      completedCalls: 1,
      checkedDaysAgo: 40,
      weightKg: 85,
      heightCm: 165,
      pathways: ['move-more', 'lose-weight'],
    },
  );
  const missedOn = sessionDayFrom(-3);
  await tx.insert(t.sessions).values([
    {
      clientId: chris,
      coachId,
      type: 'coaching',
      status: 'complete',
      dueDate: sessionDayFrom(-20),
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
    dueDate: sessionDayFrom(-4),
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

  const { id: dee, planId: deePlan } = await addCoachedClient(
    tx,
    coachId,
    {
      firstName: 'Dee',
      lastName: 'Harper',
      dob: '1965-02-14',
      postcode: 'DT2 9PX',
      phoneNumber: '07700 900321',
    },
    { registeredDaysAgo: 70, completedCalls: 1, checkedDaysAgo: 65, weightKg: 105.5, heightCm: 160 },
  );
  await tx.insert(t.sessions).values({
    clientId: dee,
    coachId,
    type: 'coaching',
    status: 'complete',
    dueDate: sessionDayFrom(-30),
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

  await addCoachedClient(
    tx,
    coachId,
    {
      firstName: 'Lee',
      lastName: 'Parker',
      dob: '1979-08-09',
      postcode: 'BH15 1HP',
      phoneNumber: '07700 900654',
    },
    {
      registeredDaysAgo: 90,
      completedCalls: 1,
      checkedDaysAgo: 88,
      weightKg: 87.6,
      heightCm: 175,
      closureAskedDaysAgo: 1,
    },
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
    { coachId: null, registeredDaysAgo: 3, completedCalls: 0, assessmentCount: 0 },
  );
  await tx.insert(t.contactAttempts).values({
    clientId: robin,
    staffId: coachId,
    channel: 'phone',
    outcome: 'no-answer',
    createdAt: daysAgo(2),
  });
  await seedDemoSelfLogs(tx, { stopped: dee, weightRising: chris });
}
