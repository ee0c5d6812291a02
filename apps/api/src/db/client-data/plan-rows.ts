// The health checks and plan tables in the client-data register: one entry per column.
import { sql } from 'drizzle-orm';
import {
  assessments,
  clientBarriers,
  planArticles,
  planBctNotes,
  planBctRatings,
  planBcts,
  planEvents,
  planNotes,
  plans,
} from '../schema.ts';
import {
  BARRIER_KIND,
  CHECK_KIND,
  GOALS,
  NAMED_BY,
  PLAN_GOALS,
  PLAN_NOTE_KIND,
  SENT_BY,
  SERVICE_LEVEL,
} from './export-words.ts';
import {
  emptyJson,
  erased,
  hide,
  kept,
  notPersonal,
  ROW_ID,
  STATISTICS,
  type Subject,
  show,
  type TableRule,
  YOUR_ID,
} from './rules.ts';

const PLAN = hide('which plan it belongs to: yours');
const TECHNIQUE = show('Technique', { lookup: 'plan_bct' });
const yourPlans = (s: Subject) => sql`(select ${plans.id} from ${plans} where ${plans.clientId} = ${s.id})`;
const yourTechniques = (s: Subject) =>
  sql`(select ${planBcts.id} from ${planBcts} where ${planBcts.planId} in ${yourPlans(s)})`;

export const PLAN_ROWS: Record<string, TableRule> = {
  assessments: {
    title: 'Health checks and results',
    whose: (s) => sql`${assessments.clientId} = ${s.id}`,
    orderBy: sql`${assessments.createdAt}, ${assessments.id}`,
    onClosure: 'keep rows',
    columns: {
      id: kept(STATISTICS, ROW_ID),
      client_id: kept(STATISTICS, YOUR_ID),
      kind: kept(STATISTICS, show('Which check', { lookup: CHECK_KIND })),
      reminder_type: kept(STATISTICS, show('Invited by', { lookup: SENT_BY })),
      answers: erased(show('Your answers', { lookup: 'answers' }), emptyJson),
      stats: kept(
        `BMI, activity, cigarettes and alcohol units; ${STATISTICS}`,
        show('Scores', { lookup: 'scores' }),
      ),
      messages: erased(show('Results and advice', { lookup: 'results' }), emptyJson),
      created_at: kept(STATISTICS, show('Taken', { kind: 'time' })),
    },
  },
  client_barriers: {
    title: 'What gets in your way',
    whose: (s) => sql`${clientBarriers.clientId} = ${s.id}`,
    orderBy: sql`${clientBarriers.createdAt}, ${clientBarriers.id}`,
    onClosure: 'delete rows',
    columns: {
      id: erased(ROW_ID),
      client_id: erased(YOUR_ID),
      pathway: erased(show('Goal it gets in the way of', { lookup: GOALS })),
      component: erased(show('Kind of barrier (COM-B)', { lookup: BARRIER_KIND })),
      words: erased(show('Barrier')),
      common_key: erased(hide('our reference to the common barrier you chose; its words are shown')),
      named_by: erased(show('Named by', { lookup: NAMED_BY })),
      created_at: erased(show('Added', { kind: 'time' })),
    },
  },
  plans: {
    title: 'Your plan',
    whose: (s) => sql`${plans.clientId} = ${s.id}`,
    orderBy: sql`${plans.id}`,
    onClosure: 'keep rows',
    columns: {
      id: kept(STATISTICS, ROW_ID),
      client_id: kept(STATISTICS, YOUR_ID),
      service_level: kept(STATISTICS, show('Level of support', { lookup: SERVICE_LEVEL })),
      pathways: kept(STATISTICS, show('Goals', { lookup: PLAN_GOALS })),
      created_at: kept(STATISTICS, show('Started', { kind: 'time' })),
      updated_at: kept(STATISTICS, show('Last changed', { kind: 'time' })),
    },
  },
  plan_notes: {
    title: 'Goals and barriers in your plan',
    whose: (s) => sql`${planNotes.planId} in ${yourPlans(s)}`,
    orderBy: sql`${planNotes.id}`,
    onClosure: 'delete rows',
    columns: {
      id: erased(ROW_ID),
      plan_id: erased(PLAN),
      kind: erased(show('Goal or barrier', { lookup: PLAN_NOTE_KIND })),
      title: erased(show('Title')),
      note: erased(show('Note')),
      created_at: erased(show('Written', { kind: 'time' })),
    },
  },
  plan_bcts: {
    title: 'Techniques in your plan',
    whose: (s) => sql`${planBcts.planId} in ${yourPlans(s)}`,
    orderBy: sql`${planBcts.id}`,
    onClosure: 'keep rows',
    columns: {
      id: kept(STATISTICS, ROW_ID),
      plan_id: kept(STATISTICS, PLAN),
      bct_id: kept(STATISTICS, show('Technique', { lookup: 'bct' })),
      progress: kept(STATISTICS, show('Your latest rating (1 to 5)')),
      barrier_id: erased(hide('which of your barriers it was added for; that barrier is shown above')),
      barrier_component: kept(
        STATISTICS,
        show('Kind of barrier it was added for (COM-B)', { lookup: BARRIER_KIND }),
      ),
      barrier_pathway: kept(STATISTICS, show('Goal of the barrier it was added for', { lookup: GOALS })),
      created_at: kept(STATISTICS, show('Added', { kind: 'time' })),
    },
  },
  plan_bct_ratings: {
    title: 'Your ratings of each technique',
    whose: (s) => sql`${planBctRatings.planBctId} in ${yourTechniques(s)}`,
    orderBy: sql`${planBctRatings.ratedAt}, ${planBctRatings.id}`,
    onClosure: 'keep rows',
    columns: {
      id: kept(STATISTICS, ROW_ID),
      plan_bct_id: kept(STATISTICS, TECHNIQUE),
      progress: kept(STATISTICS, show('Rating (1 to 5)')),
      rated_at: kept(STATISTICS, show('Rated', { kind: 'time' })),
    },
  },
  plan_bct_notes: {
    title: 'Notes on techniques',
    whose: (s) => sql`${planBctNotes.planBctId} in ${yourTechniques(s)}`,
    orderBy: sql`${planBctNotes.id}`,
    onClosure: 'delete rows',
    columns: {
      id: erased(ROW_ID),
      plan_bct_id: erased(TECHNIQUE),
      note: erased(show('Note')),
      date: erased(show('Date', { kind: 'date' })),
    },
  },
  plan_articles: {
    title: 'Articles suggested to you',
    whose: (s) => sql`${planArticles.planId} in ${yourPlans(s)}`,
    orderBy: sql`${planArticles.articleId}`,
    onClosure: 'keep rows',
    columns: {
      plan_id: kept(STATISTICS, PLAN),
      article_id: notPersonal('an article anyone can read', show('Article', { lookup: 'article' })),
    },
  },
  plan_events: {
    title: 'Events suggested to you',
    whose: (s) => sql`${planEvents.planId} in ${yourPlans(s)}`,
    orderBy: sql`${planEvents.eventId}`,
    onClosure: 'keep rows',
    columns: {
      plan_id: kept(STATISTICS, PLAN),
      event_id: notPersonal('an event anyone can go to', show('Event', { lookup: 'event' })),
    },
  },
};
