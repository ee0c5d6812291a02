import type { Executor } from '../client.ts';
import * as t from '../schema.ts';
import { type DemoPerson, demoHealthCheck } from './demo-health-check.ts';
import { sessionDayFrom } from './session-day-from.ts';

type Ids = { clientId: number; coachId: number; articleIds: number[]; eventIds: number[]; bctIds: number[] };

/** The demo client's history: a health check, a level-2 plan, sessions, actions, messages, notifications. */
export async function seedDemoClientRecord(
  tx: Executor,
  person: DemoPerson,
  { clientId, coachId, articleIds, eventIds, bctIds }: Ids,
) {
  await tx.insert(t.assessments).values({
    clientId,
    kind: 'new',
    ...demoHealthCheck(person, {
      pathways: ['lose-weight', 'move-more', 'drink-less', 'quit-smoking'],
      weightKg: 84,
      heightCm: 168,
      activity: 60,
      smoking: 10,
      alcohol: 16,
    }),
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
      date: sessionDayFrom(-20 + i),
    })),
  );
  await tx
    .insert(t.planArticles)
    .values(articleIds.slice(0, 4).map((articleId) => ({ planId: plan.id, articleId })));
  await tx.insert(t.planEvents).values(eventIds.slice(0, 2).map((eventId) => ({ planId: plan.id, eventId })));

  const sessionRows = await tx
    .insert(t.sessions)
    .values([
      {
        clientId,
        coachId: coachId,
        type: 'coaching' as const,
        status: 'due' as const,
        dueDate: sessionDayFrom(5),
        time: 'morning' as const,
      },
      {
        clientId,
        coachId: coachId,
        type: 'check-in' as const,
        status: 'due' as const,
        dueDate: sessionDayFrom(19),
        time: 'afternoon' as const,
      },
      {
        clientId,
        coachId: coachId,
        type: 'coaching' as const,
        status: 'complete' as const,
        dueDate: sessionDayFrom(-9),
        time: 'morning' as const,
      },
      {
        clientId,
        coachId: coachId,
        type: 'month check-in' as const,
        status: 'complete' as const,
        dueDate: sessionDayFrom(-30),
        time: 'lunch' as const,
      },
    ])
    .returning({ id: t.sessions.id });
  const done = sessionRows[2];
  if (done) {
    await tx.insert(t.sessionNotes).values({
      clientId,
      sessionId: done.id,
      note: 'Talked about walking at lunchtime and keeping a drinks diary.',
      date: sessionDayFrom(-9),
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
        dueDate: sessionDayFrom(4),
      },
      {
        clientId,
        title: 'Keep a drinks diary',
        description: 'Write down every drink you have for two weeks, with the time and where you were.',
        dueDate: sessionDayFrom(11),
      },
      {
        clientId,
        title: 'Clear the cupboard',
        description: 'Move biscuits and crisps out of sight.',
        status: 'complete' as const,
        completedAt: new Date(Date.now() - 5 * 86_400_000),
        dueDate: sessionDayFrom(-6),
      },
    ])
    .returning({ id: t.actions.id });

  const messageRows = await tx
    .insert(t.messages)
    .values([
      {
        clientId,
        planId: plan.id,
        staffId: coachId,
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
        staffId: coachId,
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
      title: 'New action: Keep a drinks diary',
    },
  ]);
}
