import { type DropdownKey, TIMES } from '@coaching/shared/constants';
import { type AssessmentStats, assessmentStats } from '@coaching/shared/schemas/assessment-result';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { assessments, clients, dropdownOptions, plans, referrers, sessions, staff } from '../../db/schema.ts';

const discharger = alias(staff, 'discharger');

export async function findClientRow(db: Executor, clientId: number) {
  const [row] = await db
    .select({
      client: clients,
      coachName: staff.name,
      dischargerName: discharger.name,
      planId: plans.id,
      serviceLevel: plans.serviceLevel,
    })
    .from(clients)
    .leftJoin(staff, eq(staff.id, clients.coachId))
    .leftJoin(discharger, eq(discharger.id, clients.dischargedBy))
    .leftJoin(plans, eq(plans.clientId, clients.id))
    .where(eq(clients.id, clientId))
    .limit(1);
  return row;
}

export async function findReferrer(db: Executor, clientId: number) {
  const [row] = await db.select().from(referrers).where(eq(referrers.clientId, clientId)).limit(1);
  return row;
}

/** Stored stats are one check's numbers; older rows may wrap them as {current, previous}. */
function readStats(stored: unknown): AssessmentStats | null {
  const direct = assessmentStats.safeParse(stored);
  if (direct.success) return direct.data;
  const wrapped = assessmentStats.safeParse((stored as { current?: unknown } | null)?.current);
  return wrapped.success ? wrapped.data : null;
}

export async function listAssessmentSummaries(db: Executor, clientId: number) {
  const rows = await db
    .select({
      id: assessments.id,
      kind: assessments.kind,
      createdAt: assessments.createdAt,
      stats: assessments.stats,
    })
    .from(assessments)
    .where(eq(assessments.clientId, clientId))
    .orderBy(asc(assessments.createdAt), asc(assessments.id));
  return rows.map((row) => ({ ...row, stats: readStats(row.stats) }));
}

const BANDS_IN_ORDER = sql.raw(`array[${TIMES.map((band) => `'${band}'`).join(', ')}]`);

/** The client's next booked session from `today` on, or undefined. */
export async function findNextSession(db: Executor, clientId: number, today: string) {
  const [row] = await db
    .select({ due_date: sessions.dueDate, time: sessions.time, type: sessions.type })
    .from(sessions)
    .where(and(eq(sessions.clientId, clientId), eq(sessions.status, 'due'), gte(sessions.dueDate, today)))
    .orderBy(asc(sessions.dueDate), sql`array_position(${BANDS_IN_ORDER}, ${sessions.time})`)
    .limit(1);
  return row;
}

/** Option values of the given lists, looked up by list and id, retired ones included. */
export async function loadOptionLabels(db: Executor, keys: DropdownKey[]) {
  const rows = await db
    .select({ key: dropdownOptions.key, id: dropdownOptions.id, value: dropdownOptions.value })
    .from(dropdownOptions)
    .where(inArray(dropdownOptions.key, keys));
  const labels = new Map(rows.map((r) => [`${r.key}:${r.id}`, r.value]));
  return (key: DropdownKey, id: number | null) => (id === null ? null : (labels.get(`${key}:${id}`) ?? null));
}
