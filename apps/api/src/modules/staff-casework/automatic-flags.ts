import { AUTO_FLAG_TEXT, type AutoFlagKind, automaticFlagKinds } from '@coaching/shared/rules/risk-flags';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { readTogether } from '../../db/read-together.ts';
import { assessments, riskFlagAcknowledgements, staff } from '../../db/schema.ts';
import { auditedChange } from '../staff-audit/audit-repository.ts';

/** The client's latest health check with the numbers that raise automatic flags; undefined when none. */
async function latestCheck(db: Executor, clientId: number) {
  const [latest] = await db
    .select({
      id: assessments.id,
      at: assessments.createdAt,
      bmi: sql<number | null>`(${assessments.stats}->>'bmi')::float8`,
      alcoholBand: sql<string | null>`${assessments.messages}->'alcohol'->>'band'`,
    })
    .from(assessments)
    .where(eq(assessments.clientId, clientId))
    .orderBy(desc(assessments.createdAt), desc(assessments.id))
    .limit(1);
  return latest;
}

/**
 * The latest check's automatic flags not yet acknowledged, and every acknowledgement (most recent
 * first) with the check it was for: acknowledging holds for that check only, so a later check with
 * the same numbers raises the flag again.
 */
export async function readAutomaticFlags(db: Executor, clientId: number) {
  const [latest, acknowledged] = await readTogether(
    db,
    () => latestCheck(db, clientId),
    () =>
      db
        .select({
          id: riskFlagAcknowledgements.id,
          assessmentId: riskFlagAcknowledgements.assessmentId,
          kind: riskFlagAcknowledgements.kind,
          note: riskFlagAcknowledgements.note,
          at: riskFlagAcknowledgements.createdAt,
          by: staff.name,
          checkAt: assessments.createdAt,
        })
        .from(riskFlagAcknowledgements)
        .innerJoin(assessments, eq(assessments.id, riskFlagAcknowledgements.assessmentId))
        .leftJoin(staff, eq(staff.id, riskFlagAcknowledgements.acknowledgedBy))
        .where(eq(riskFlagAcknowledgements.clientId, clientId))
        .orderBy(desc(riskFlagAcknowledgements.createdAt), desc(riskFlagAcknowledgements.id)),
  );
  const done = new Set(acknowledged.filter((a) => a.assessmentId === latest?.id).map((a) => a.kind));
  const raised = latest ? automaticFlagKinds(latest).filter((kind) => !done.has(kind)) : [];
  return {
    automatic_flags: raised.map((kind) => ({
      kind,
      reason: AUTO_FLAG_TEXT[kind],
      check_at: (latest?.at ?? new Date()).toISOString(),
    })),
    acknowledged_flags: acknowledged.map(({ assessmentId: _check, checkAt, at, ...ack }) => ({
      ...ack,
      reason: AUTO_FLAG_TEXT[ack.kind],
      check_at: checkAt.toISOString(),
      at: at.toISOString(),
    })),
  };
}

/**
 * Acknowledges the latest check's flag of this kind, with its audit row; null when that check does
 * not raise it or it is already acknowledged.
 */
export function acknowledgeAutomaticFlag(
  db: Db,
  clientId: number,
  staffId: number,
  kind: AutoFlagKind,
  note: string,
) {
  return auditedChange(
    db,
    async (tx) => {
      const latest = await latestCheck(tx, clientId);
      if (!latest || !automaticFlagKinds(latest).includes(kind)) return null;
      const [row] = await tx
        .insert(riskFlagAcknowledgements)
        .values({ clientId, assessmentId: latest.id, kind, note, acknowledgedBy: staffId })
        .onConflictDoNothing()
        .returning({ id: riskFlagAcknowledgements.id, assessmentId: riskFlagAcknowledgements.assessmentId });
      return row ?? null;
    },
    (ack) => ({
      staffId,
      clientId,
      action: 'acknowledged automatic risk flag',
      detail: `${kind} flag of health check ${ack.assessmentId} (acknowledgement ${ack.id})`,
    }),
  );
}
