import type { BarrierView } from '@coaching/shared/schemas/barriers';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { readTogether } from '../../db/read-together.ts';
import {
  articles,
  bcts,
  events,
  planArticles,
  planBctNotes,
  planBcts,
  planEvents,
  planNotes,
  plans,
} from '../../db/schema.ts';

export async function upsertPlan(db: Executor, clientId: number, serviceLevel: number, pathways: string[]) {
  await db
    .insert(plans)
    .values({ clientId, serviceLevel, pathways })
    .onConflictDoUpdate({ target: plans.clientId, set: { serviceLevel, pathways, updatedAt: new Date() } });
}

export async function touchPlan(db: Executor, planId: number): Promise<void> {
  await db.update(plans).set({ updatedAt: new Date() }).where(eq(plans.id, planId));
}

export function listNotes(db: Executor, planId: number) {
  return db
    .select({ id: planNotes.id, kind: planNotes.kind, title: planNotes.title, note: planNotes.note })
    .from(planNotes)
    .where(eq(planNotes.planId, planId))
    .orderBy(asc(planNotes.createdAt), asc(planNotes.id));
}

export function listBctsWithNotes(db: Executor, planId: number) {
  return db
    .select({
      planBctId: planBcts.id,
      bctId: bcts.id,
      name: bcts.name,
      webFriendlyName: bcts.webFriendlyName,
      progress: planBcts.progress,
      retired: bcts.retired,
      barrierId: planBcts.barrierId,
      noteId: planBctNotes.id,
      noteDate: planBctNotes.date,
      note: planBctNotes.note,
    })
    .from(planBcts)
    .innerJoin(bcts, eq(bcts.id, planBcts.bctId))
    .leftJoin(planBctNotes, eq(planBctNotes.planBctId, planBcts.id))
    .where(eq(planBcts.planId, planId))
    .orderBy(asc(planBcts.createdAt), asc(planBcts.id), asc(planBctNotes.date), asc(planBctNotes.id));
}

export async function listChosenIds(db: Executor, planId: number) {
  const [articleRows, eventRows] = await readTogether(
    db,
    () => db.select({ id: planArticles.articleId }).from(planArticles).where(eq(planArticles.planId, planId)),
    () => db.select({ id: planEvents.eventId }).from(planEvents).where(eq(planEvents.planId, planId)),
  );
  return { articleIds: articleRows.map((r) => r.id), eventIds: eventRows.map((r) => r.id) };
}

export async function insertNote(
  db: Executor,
  planId: number,
  kind: 'goal' | 'barrier',
  title: string,
  note: string,
) {
  const [row] = await db
    .insert(planNotes)
    .values({ planId, kind, title, note })
    .returning({ id: planNotes.id, title: planNotes.title, note: planNotes.note });
  return row;
}

export async function updateNote(db: Executor, planId: number, noteId: number, title: string, note: string) {
  const [row] = await db
    .update(planNotes)
    .set({ title, note })
    .where(and(eq(planNotes.id, noteId), eq(planNotes.planId, planId)))
    .returning({ id: planNotes.id, title: planNotes.title, note: planNotes.note });
  return row;
}

export async function deleteNote(db: Executor, planId: number, noteId: number): Promise<boolean> {
  const rows = await db
    .delete(planNotes)
    .where(and(eq(planNotes.id, noteId), eq(planNotes.planId, planId)))
    .returning({ id: planNotes.id });
  return rows.length > 0;
}

export async function findLibraryBct(db: Executor, bctId: number) {
  const [row] = await db
    .select({ id: bcts.id })
    .from(bcts)
    .where(and(eq(bcts.id, bctId), eq(bcts.retired, false)))
    .limit(1);
  return row;
}

/** The live library techniques of these names, for a plan template (names the library lacks are left out). */
export function findLibraryBctsByName(db: Executor, names: string[]) {
  return db
    .select({ id: bcts.id })
    .from(bcts)
    .where(and(inArray(bcts.name, names), eq(bcts.retired, false)))
    .orderBy(asc(bcts.id));
}

export async function findPlanBct(db: Executor, planId: number, bctId: number) {
  const [row] = await db
    .select({ id: planBcts.id })
    .from(planBcts)
    .where(and(eq(planBcts.planId, planId), eq(planBcts.bctId, bctId)))
    .limit(1);
  return row;
}

/** For a barrier: its component and pathway stay with the technique for the ratings (migration 0023). */
type ForBarrier = Pick<BarrierView, 'id' | 'component' | 'pathway'>;

export async function insertPlanBct(
  db: Executor,
  planId: number,
  bctId: number,
  barrier?: ForBarrier,
): Promise<number | null> {
  const [row] = await db
    .insert(planBcts)
    .values({
      planId,
      bctId,
      ...(barrier
        ? { barrierId: barrier.id, barrierComponent: barrier.component, barrierPathway: barrier.pathway }
        : {}),
    })
    .onConflictDoNothing()
    .returning({ id: planBcts.id });
  return row?.id ?? null;
}

export async function deletePlanBct(db: Executor, planId: number, bctId: number): Promise<boolean> {
  const rows = await db
    .delete(planBcts)
    .where(and(eq(planBcts.planId, planId), eq(planBcts.bctId, bctId)))
    .returning({ id: planBcts.id });
  return rows.length > 0;
}

export async function insertBctNote(db: Executor, planBctId: number, note: string, date: string) {
  await db.insert(planBctNotes).values({ planBctId, note, date });
}

export async function deleteBctNote(db: Executor, planBctId: number, noteId: number): Promise<boolean> {
  const rows = await db
    .delete(planBctNotes)
    .where(and(eq(planBctNotes.id, noteId), eq(planBctNotes.planBctId, planBctId)))
    .returning({ id: planBctNotes.id });
  return rows.length > 0;
}

export async function countLiveArticles(db: Executor, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(inArray(articles.id, ids), eq(articles.retired, false)));
  return rows.length;
}

export async function countLiveEvents(db: Executor, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .where(and(inArray(events.id, ids), eq(events.retired, false)));
  return rows.length;
}

export async function replacePlanArticles(db: Executor, planId: number, ids: number[]): Promise<void> {
  await db.delete(planArticles).where(eq(planArticles.planId, planId));
  if (ids.length > 0) await db.insert(planArticles).values(ids.map((articleId) => ({ planId, articleId })));
}

export async function replacePlanEvents(db: Executor, planId: number, ids: number[]): Promise<void> {
  await db.delete(planEvents).where(eq(planEvents.planId, planId));
  if (ids.length > 0) await db.insert(planEvents).values(ids.map((eventId) => ({ planId, eventId })));
}
