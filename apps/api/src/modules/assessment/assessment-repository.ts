import { type AssessmentStats, assessmentStats } from '@coaching/shared/schemas/assessment-result';
import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { assessments, clients } from '../../db/schema.ts';

export type AssessedClient = {
  id: number;
  email: string;
  firstName: string;
  phoneNumber: string;
  gender: number | null;
  dob: string;
  ethnicity: number | null;
  pathways: string[];
  assessmentCount: number;
  closed: boolean;
};

const clientColumns = {
  id: clients.id,
  email: clients.email,
  firstName: clients.firstName,
  phoneNumber: clients.phoneNumber,
  gender: clients.gender,
  dob: clients.dob,
  ethnicity: clients.ethnicity,
  pathways: clients.pathways,
  assessmentCount: clients.assessmentCount,
  closed: sql<boolean>`(${clients.closureRequestedAt} is not null or ${clients.closedAt} is not null)`,
};

/** The client a check is for; `lock` holds the row so two checks at once count correctly. */
export async function findAssessedClient(
  db: Executor,
  clientId: number,
  lock = false,
): Promise<AssessedClient | undefined> {
  const query = db.select(clientColumns).from(clients).where(eq(clients.id, clientId)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The stats of the client's latest check, or null if there is none (or it is unreadable). */
export async function findLatestStats(db: Executor, clientId: number): Promise<AssessmentStats | null> {
  const [row] = await db
    .select({ stats: assessments.stats })
    .from(assessments)
    .where(eq(assessments.clientId, clientId))
    .orderBy(desc(assessments.createdAt), desc(assessments.id))
    .limit(1);
  const parsed = assessmentStats.safeParse(row?.stats);
  return parsed.success ? parsed.data : null;
}

export type StoredAssessment = {
  clientId: number;
  kind: 'new' | 'follow-up';
  reminderType: 'text' | 'email' | null;
  answers: unknown;
  stats: unknown;
  messages: unknown;
};

export async function insertAssessment(tx: Executor, assessment: StoredAssessment): Promise<void> {
  await tx.insert(assessments).values(assessment);
}

/** Counts the check; the first one also records the goals and ethnicity it asked for. */
export async function recordCheckOnClient(
  tx: Executor,
  clientId: number,
  firstCheck: { pathways: string[]; ethnicity: number } | null,
): Promise<void> {
  await tx
    .update(clients)
    .set({
      assessmentCount: sql`${clients.assessmentCount} + 1`,
      updatedAt: sql`now()`,
      ...(firstCheck ?? {}),
    })
    .where(eq(clients.id, clientId));
}
