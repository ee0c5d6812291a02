import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { caseNotes, contactAttempts } from '../../db/schema.ts';
import { versionEtag } from '../../lib/conditional-write.ts';

/** A contact attempt's version: what a correction replaces (its outcome and note). */
export const contactVersion = ({ id, outcome, note }: { id: number; outcome: string; note: string }) =>
  versionEtag('contact', { id, outcome, note });

/** A case note's version: its words. */
export const caseNoteVersion = ({ id, note }: { id: number; note: string }) =>
  versionEtag('case-note', { id, note });

/** The attempt's version with its row locked, for writeIfCurrent; null when the client has no such attempt. */
export async function lockedContactVersion(tx: Tx, clientId: number, contactId: number) {
  const [row] = await tx
    .select({ id: contactAttempts.id, outcome: contactAttempts.outcome, note: contactAttempts.note })
    .from(contactAttempts)
    .where(and(eq(contactAttempts.id, contactId), eq(contactAttempts.clientId, clientId)))
    .for('update');
  return row ? contactVersion(row) : null;
}

/** The note's version with its row locked, for writeIfCurrent; null when the client has no such note. */
export async function lockedCaseNoteVersion(tx: Tx, clientId: number, noteId: number) {
  const [row] = await tx
    .select({ id: caseNotes.id, note: caseNotes.note })
    .from(caseNotes)
    .where(and(eq(caseNotes.id, noteId), eq(caseNotes.clientId, clientId)))
    .for('update');
  return row ? caseNoteVersion(row) : null;
}
