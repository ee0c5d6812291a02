import type { PlanView } from '@coaching/shared/schemas/plan';
import type { Executor } from '../../db/client.ts';
import { readTogether } from '../../db/read-together.ts';
import { notFound } from '../../lib/http-errors.ts';
import {
  findPlanOfClient,
  listPlanArticles,
  listPlanBcts,
  listPlanEvents,
  listPlanNotes,
} from './plan-repository.ts';

/** The whole plan a client reads on /plan (portal §3); a client without a plan gets a 404. */
export async function getPlan(db: Executor, clientId: number): Promise<PlanView> {
  const plan = await findPlanOfClient(db, clientId);
  if (!plan) throw notFound('Unable to find plan');
  const [notes, bcts, articles, events] = await readTogether(
    db,
    () => listPlanNotes(db, plan.id),
    () => listPlanBcts(db, plan.id),
    () => listPlanArticles(db, plan.id),
    () => listPlanEvents(db, plan.id),
  );
  const note = ({ id, title, note }: { id: number; title: string; note: string }) => ({ id, title, note });
  return {
    id: plan.id,
    service_level: plan.serviceLevel,
    pathways: {
      weight: plan.pathways.includes('weight'),
      smoking: plan.pathways.includes('smoking'),
      alcohol: plan.pathways.includes('alcohol'),
      activity: plan.pathways.includes('activity'),
    },
    goal_notes: notes.filter((n) => n.kind === 'goal').map(note),
    goal_barrier_notes: notes.filter((n) => n.kind === 'barrier').map(note),
    bcts,
    articles,
    events,
  };
}
