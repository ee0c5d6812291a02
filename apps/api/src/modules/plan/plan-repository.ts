import type { Article } from '@coaching/shared/schemas/articles';
import type { PlanBct, PlanEvent } from '@coaching/shared/schemas/plan';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { eventAnswerColumns } from '../../db/answer-columns.ts';
import type { Executor } from '../../db/client.ts';
import {
  articles,
  bcts,
  events,
  planArticles,
  planBctNotes,
  planBctRatings,
  planBcts,
  planEvents,
  planNotes,
  plans,
} from '../../db/schema.ts';
import { articleColumns, toArticleView } from '../articles/article-repository.ts';

export type PlanRow = { id: number; serviceLevel: number; pathways: string[] };

/** A client's plan (one at most): the one way every module reads it. */
export async function findPlanOfClient(db: Executor, clientId: number): Promise<PlanRow | null> {
  const [row] = await db
    .select({ id: plans.id, serviceLevel: plans.serviceLevel, pathways: plans.pathways })
    .from(plans)
    .where(eq(plans.clientId, clientId))
    .limit(1);
  return row ?? null;
}

export function listPlanNotes(db: Executor, planId: number) {
  return db
    .select({ id: planNotes.id, kind: planNotes.kind, title: planNotes.title, note: planNotes.note })
    .from(planNotes)
    .where(eq(planNotes.planId, planId))
    .orderBy(asc(planNotes.createdAt), asc(planNotes.id));
}

const bctColumns = {
  planBctId: planBcts.id,
  id: bcts.id,
  web_friendly_name: bcts.webFriendlyName,
  description: bcts.description,
  progress: planBcts.progress,
};

async function withNotes(
  db: Executor,
  rows: {
    planBctId: number;
    id: number;
    web_friendly_name: string;
    description: string;
    progress: number | null;
  }[],
): Promise<PlanBct[]> {
  const ids = rows.map((row) => row.planBctId);
  const notes =
    ids.length === 0
      ? []
      : await db
          .select({ planBctId: planBctNotes.planBctId, date: planBctNotes.date, note: planBctNotes.note })
          .from(planBctNotes)
          .where(inArray(planBctNotes.planBctId, ids))
          .orderBy(desc(planBctNotes.date), desc(planBctNotes.id));
  return rows.map(({ planBctId, ...bct }) => ({
    ...bct,
    notes: notes.filter((n) => n.planBctId === planBctId).map(({ date, note }) => ({ date, note })),
  }));
}

export async function listPlanBcts(db: Executor, planId: number): Promise<PlanBct[]> {
  const rows = await db
    .select(bctColumns)
    .from(planBcts)
    .innerJoin(bcts, eq(bcts.id, planBcts.bctId))
    .where(eq(planBcts.planId, planId))
    .orderBy(asc(planBcts.createdAt), asc(planBcts.id));
  return withNotes(db, rows);
}

/** The bct id is looked up through the caller's own plan: another client's bct is not found. */
export async function setBctProgress(
  db: Executor,
  clientId: number,
  bctId: number,
  progress: number,
): Promise<PlanBct | null> {
  const [target] = await db
    .select({ planBctId: planBcts.id })
    .from(planBcts)
    .innerJoin(plans, eq(plans.id, planBcts.planId))
    .where(and(eq(plans.clientId, clientId), eq(planBcts.bctId, bctId)))
    .limit(1);
  if (!target) return null;
  await db.update(planBcts).set({ progress }).where(eq(planBcts.id, target.planBctId));
  await db.insert(planBctRatings).values({ planBctId: target.planBctId, progress });
  const rows = await db
    .select(bctColumns)
    .from(planBcts)
    .innerJoin(bcts, eq(bcts.id, planBcts.bctId))
    .where(eq(planBcts.id, target.planBctId));
  const [bct] = await withNotes(db, rows);
  return bct ?? null;
}

export async function listPlanArticles(db: Executor, planId: number): Promise<Article[]> {
  const rows = await db
    .select(articleColumns)
    .from(planArticles)
    .innerJoin(articles, eq(articles.id, planArticles.articleId))
    .where(and(eq(planArticles.planId, planId), eq(articles.retired, false)))
    .orderBy(desc(articles.publishedAt));
  return rows.map(toArticleView);
}

export async function listPlanEvents(db: Executor, planId: number): Promise<PlanEvent[]> {
  const rows = await db
    .select({ ...eventAnswerColumns, createdAt: events.createdAt })
    .from(planEvents)
    .innerJoin(events, eq(events.id, planEvents.eventId))
    .where(and(eq(planEvents.planId, planId), eq(events.retired, false)))
    .orderBy(asc(events.startDate));
  return rows.map(({ createdAt, ...event }) => ({ ...event, created_at: createdAt.toISOString() }));
}
