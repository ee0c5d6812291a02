import { automaticFlags } from '@coaching/shared/rules/risk-flags';
import type { ContactAttemptForm } from '@coaching/shared/schemas/staff-casework';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { assessments, caseNotes, contactAttempts, riskFlags, staff } from '../../db/schema.ts';

export function insertContactAttempt(
  db: Executor,
  clientId: number,
  staffId: number,
  form: ContactAttemptForm,
) {
  return db.insert(contactAttempts).values({ clientId, staffId, ...form, note: form.note ?? '' });
}

export function insertCaseNote(db: Executor, clientId: number, staffId: number, note: string) {
  return db.insert(caseNotes).values({ clientId, staffId, note });
}

export function insertRiskFlag(db: Executor, clientId: number, staffId: number, reason: string) {
  return db.insert(riskFlags).values({ clientId, setBy: staffId, reason });
}

/** Clears a flag of this client that is still set; false when there is none. */
export async function clearRiskFlag(
  db: Executor,
  clientId: number,
  flagId: number,
  staffId: number,
  reason: string,
) {
  const rows = await db
    .update(riskFlags)
    .set({ clearedAt: new Date(), clearedBy: staffId, clearReason: reason })
    .where(and(eq(riskFlags.id, flagId), eq(riskFlags.clientId, clientId), isNull(riskFlags.clearedAt)))
    .returning({ id: riskFlags.id });
  return rows.length > 0;
}

export async function readCasework(db: Executor, clientId: number) {
  const [contacts, notes, flags, [latest]] = await Promise.all([
    db
      .select({
        id: contactAttempts.id,
        channel: contactAttempts.channel,
        outcome: contactAttempts.outcome,
        note: contactAttempts.note,
        at: contactAttempts.createdAt,
        by: staff.name,
      })
      .from(contactAttempts)
      .leftJoin(staff, eq(staff.id, contactAttempts.staffId))
      .where(eq(contactAttempts.clientId, clientId))
      .orderBy(desc(contactAttempts.createdAt), desc(contactAttempts.id)),
    db
      .select({ id: caseNotes.id, note: caseNotes.note, at: caseNotes.createdAt, by: staff.name })
      .from(caseNotes)
      .leftJoin(staff, eq(staff.id, caseNotes.staffId))
      .where(eq(caseNotes.clientId, clientId))
      .orderBy(desc(caseNotes.createdAt), desc(caseNotes.id)),
    db
      .select({ id: riskFlags.id, reason: riskFlags.reason, at: riskFlags.createdAt, by: staff.name })
      .from(riskFlags)
      .leftJoin(staff, eq(staff.id, riskFlags.setBy))
      .where(and(eq(riskFlags.clientId, clientId), isNull(riskFlags.clearedAt)))
      .orderBy(desc(riskFlags.createdAt)),
    db
      .select({
        bmi: sql<number | null>`(${assessments.stats}->>'bmi')::float8`,
        alcoholBand: sql<string | null>`${assessments.messages}->'alcohol'->>'band'`,
      })
      .from(assessments)
      .where(eq(assessments.clientId, clientId))
      .orderBy(desc(assessments.createdAt), desc(assessments.id))
      .limit(1),
  ]);
  const stamp = <T extends { at: Date }>(row: T) => ({ ...row, at: row.at.toISOString() });
  return {
    contacts: contacts.map(stamp),
    notes: notes.map(stamp),
    flags: flags.map(stamp),
    automatic_flags: automaticFlags(latest ?? null),
  };
}
