import type { SessionStatus } from '../constants.ts';
import { londonClock } from './london-time.ts';

/** How long marking a session held or missed can be undone (issue 29). */
export const STATUS_UNDO_MINUTES = 10;

export const UNDO_TEXT = {
  expired: (markedAt: Date | null) =>
    `Held or missed can be undone only within ${STATUS_UNDO_MINUTES} minutes of marking it` +
    (markedAt ? ` (this was marked at ${londonClock(markedAt)})` : '') +
    '. Add a case note to correct the record.',
  notYours: 'Only the staff member who marked this session, or an administrator, can undo it',
} as const;

export type MarkedSession = { status: SessionStatus; markedAt: Date | null; markedBy: number | null };

/** Until when a held or missed session can be undone, or null when it is not (or no longer) marked. */
export function undoDeadline(session: MarkedSession): Date | null {
  if ((session.status !== 'complete' && session.status !== 'missed') || !session.markedAt) return null;
  return new Date(session.markedAt.getTime() + STATUS_UNDO_MINUTES * 60_000);
}

/**
 * Why a held or missed session cannot be changed to `next` by this caller now, or null when it can:
 * within STATUS_UNDO_MINUTES of marking it, by whoever marked it or an administrator. Past that, the
 * record stands (reports count it); a case note corrects it. `kind` says which refusal it is.
 */
export function undoRefusal(
  session: MarkedSession,
  next: SessionStatus,
  caller: { staffId: number; role: 'coach' | 'admin' },
  now: Date,
): { kind: 'expired' | 'not-yours'; message: string } | null {
  if ((session.status !== 'complete' && session.status !== 'missed') || next === session.status) return null;
  const deadline = undoDeadline(session);
  if (!deadline || now > deadline) return { kind: 'expired', message: UNDO_TEXT.expired(session.markedAt) };
  if (caller.role !== 'admin' && caller.staffId !== session.markedBy) {
    return { kind: 'not-yours', message: UNDO_TEXT.notYours };
  }
  return null;
}
