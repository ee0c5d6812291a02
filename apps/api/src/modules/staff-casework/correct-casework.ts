import type { ContactCorrectionForm } from '@coaching/shared/schemas/staff-casework';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { caseNotes, caseworkCorrections, contactAttempts } from '../../db/schema.ts';
import { auditedChange } from '../staff-audit/audit-repository.ts';

type Earlier = {
  contactAttemptId?: number;
  caseNoteId?: number;
  earlierOutcome?: string;
  earlierNote: string;
};

/** Keeps the earlier words as a correction row (client data, erased with the client) and answers its id. */
async function keepEarlier(tx: Tx, clientId: number, staffId: number, earlier: Earlier) {
  const [row] = await tx
    .insert(caseworkCorrections)
    .values({ clientId, correctedBy: staffId, ...earlier })
    .returning({ id: caseworkCorrections.id });
  return row?.id ?? 0;
}

/**
 * The author corrects their own contact attempt: null when this client has no attempt of theirs by
 * that id. The audit row names the correction that holds the earlier words, never the words.
 */
export function correctContactAttempt(
  db: Db,
  clientId: number,
  contactId: number,
  staffId: number,
  form: ContactCorrectionForm,
) {
  return auditedChange(
    db,
    async (tx) => {
      const [row] = await tx
        .select({ outcome: contactAttempts.outcome, note: contactAttempts.note })
        .from(contactAttempts)
        .where(
          and(
            eq(contactAttempts.id, contactId),
            eq(contactAttempts.clientId, clientId),
            eq(contactAttempts.staffId, staffId),
          ),
        )
        .for('update');
      if (!row) return null;
      const correction = await keepEarlier(tx, clientId, staffId, {
        contactAttemptId: contactId,
        earlierOutcome: row.outcome,
        earlierNote: row.note,
      });
      await tx
        .update(contactAttempts)
        .set({ outcome: form.outcome, note: form.note ?? '', editedAt: new Date() })
        .where(eq(contactAttempts.id, contactId));
      return correction;
    },
    (correction) => ({
      staffId,
      clientId,
      action: 'corrected contact attempt',
      detail: `contact attempt ${contactId}; earlier words kept as correction ${correction}`,
    }),
  );
}

/** The author corrects their own case note: null when this client has no note of theirs by that id. */
export function correctCaseNote(db: Db, clientId: number, noteId: number, staffId: number, note: string) {
  return auditedChange(
    db,
    async (tx) => {
      const [row] = await tx
        .select({ note: caseNotes.note })
        .from(caseNotes)
        .where(
          and(eq(caseNotes.id, noteId), eq(caseNotes.clientId, clientId), eq(caseNotes.staffId, staffId)),
        )
        .for('update');
      if (!row) return null;
      const correction = await keepEarlier(tx, clientId, staffId, {
        caseNoteId: noteId,
        earlierNote: row.note,
      });
      await tx.update(caseNotes).set({ note, editedAt: new Date() }).where(eq(caseNotes.id, noteId));
      return correction;
    },
    (correction) => ({
      staffId,
      clientId,
      action: 'corrected case note',
      detail: `case note ${noteId}; earlier words kept as correction ${correction}`,
    }),
  );
}
