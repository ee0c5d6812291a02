import type { ContactAttemptForm } from '@coaching/shared/schemas/staff-casework';
import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../../db/client.ts';
import { readTogether } from '../../db/read-together.ts';
import { caseNotes, contactAttempts, riskFlags, staff } from '../../db/schema.ts';
import { readAutomaticFlags } from './automatic-flags.ts';
import { caseNoteVersion, contactVersion } from './casework-versions.ts';

/** How long the same attempt, logged again by the same person, counts as the same click twice. */
const SAME_ATTEMPT_SECONDS = 10;

/**
 * Logs an attempt once: the same attempt (how, outcome and note) by the same person within
 * SAME_ATTEMPT_SECONDS is a double click or a repeated request, not a second call. The client's
 * attempts are logged one at a time (an advisory lock on the client), so two clicks at once cannot
 * both find nothing and both write.
 */
export async function insertContactAttempt(
  db: Db,
  clientId: number,
  staffId: number,
  form: ContactAttemptForm,
) {
  const attempt = { clientId, staffId, channel: form.channel, outcome: form.outcome, note: form.note ?? '' };
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('contact_attempts'), ${clientId}::int)`);
    const [same] = await tx
      .select({ id: contactAttempts.id })
      .from(contactAttempts)
      .where(
        and(
          eq(contactAttempts.clientId, clientId),
          eq(contactAttempts.staffId, staffId),
          eq(contactAttempts.channel, attempt.channel),
          eq(contactAttempts.outcome, attempt.outcome),
          eq(contactAttempts.note, attempt.note),
          gt(contactAttempts.createdAt, sql`now() - ${`${SAME_ATTEMPT_SECONDS} seconds`}::interval`),
        ),
      )
      .limit(1);
    if (!same) await tx.insert(contactAttempts).values(attempt);
  });
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

const clearer = alias(staff, 'clearer');

/** Flags cleared: kept with who set and who cleared each, when and why, most recently cleared first. */
function listClearedFlags(db: Executor, clientId: number) {
  return db
    .select({
      id: riskFlags.id,
      reason: riskFlags.reason,
      at: riskFlags.createdAt,
      by: staff.name,
      clearedAt: riskFlags.clearedAt,
      clearedBy: clearer.name,
      clearReason: riskFlags.clearReason,
    })
    .from(riskFlags)
    .leftJoin(staff, eq(staff.id, riskFlags.setBy))
    .leftJoin(clearer, eq(clearer.id, riskFlags.clearedBy))
    .where(and(eq(riskFlags.clientId, clientId), isNotNull(riskFlags.clearedAt)))
    .orderBy(desc(riskFlags.clearedAt), desc(riskFlags.id));
}

/** Everything staff record about the client; `mine` marks what the caller wrote (theirs to correct). */
export async function readCasework(db: Executor, clientId: number, callerId: number) {
  const [contacts, notes, flags, cleared, automatic] = await readTogether(
    db,
    () =>
      db
        .select({
          id: contactAttempts.id,
          channel: contactAttempts.channel,
          outcome: contactAttempts.outcome,
          note: contactAttempts.note,
          at: contactAttempts.createdAt,
          by: staff.name,
          editedAt: contactAttempts.editedAt,
          staffId: contactAttempts.staffId,
        })
        .from(contactAttempts)
        .leftJoin(staff, eq(staff.id, contactAttempts.staffId))
        .where(eq(contactAttempts.clientId, clientId))
        .orderBy(desc(contactAttempts.createdAt), desc(contactAttempts.id)),
    () =>
      db
        .select({
          id: caseNotes.id,
          note: caseNotes.note,
          at: caseNotes.createdAt,
          by: staff.name,
          editedAt: caseNotes.editedAt,
          staffId: caseNotes.staffId,
        })
        .from(caseNotes)
        .leftJoin(staff, eq(staff.id, caseNotes.staffId))
        .where(eq(caseNotes.clientId, clientId))
        .orderBy(desc(caseNotes.createdAt), desc(caseNotes.id)),
    () =>
      db
        .select({ id: riskFlags.id, reason: riskFlags.reason, at: riskFlags.createdAt, by: staff.name })
        .from(riskFlags)
        .leftJoin(staff, eq(staff.id, riskFlags.setBy))
        .where(and(eq(riskFlags.clientId, clientId), isNull(riskFlags.clearedAt)))
        .orderBy(desc(riskFlags.createdAt)),
    () => listClearedFlags(db, clientId),
    () => readAutomaticFlags(db, clientId),
  );
  const stamp = <T extends { at: Date }>(row: T) => ({ ...row, at: row.at.toISOString() });
  const correctable = <T extends { at: Date; editedAt: Date | null; staffId: number | null }>({
    editedAt,
    staffId,
    ...row
  }: T) => ({ ...stamp(row), edited_at: editedAt?.toISOString() ?? null, mine: staffId === callerId });
  return {
    contacts: contacts.map((row) => ({ ...correctable(row), version: contactVersion(row) })),
    notes: notes.map((row) => ({ ...correctable(row), version: caseNoteVersion(row) })),
    flags: flags.map(stamp),
    cleared_flags: cleared.map(({ clearedAt, clearedBy, clearReason, ...flag }) => ({
      ...stamp(flag),
      cleared_at: (clearedAt ?? flag.at).toISOString(),
      cleared_by: clearedBy,
      clear_reason: clearReason ?? '',
    })),
    ...automatic,
  };
}
