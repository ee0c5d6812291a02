import { describe, expect, it } from 'vitest';
import { STATUS_UNDO_MINUTES, UNDO_TEXT, undoDeadline, undoRefusal } from './session-undo.ts';

const markedAt = new Date('2026-11-27T10:00:00Z');
const held = { status: 'complete' as const, markedAt, markedBy: 3 };
const coach = { staffId: 3, role: 'coach' as const };
const minutesLater = (m: number) => new Date(markedAt.getTime() + m * 60_000);

describe('undoing held or missed', () => {
  it('is open for 10 minutes from the marking', () => {
    expect(STATUS_UNDO_MINUTES).toBe(10);
    expect(undoDeadline(held)?.toISOString()).toBe('2026-11-27T10:10:00.000Z');
    expect(undoRefusal(held, 'due', coach, minutesLater(10))).toBeNull();
    expect(undoRefusal(held, 'due', coach, minutesLater(10.01))).toEqual({
      kind: 'expired',
      message: UNDO_TEXT.expired(markedAt),
    });
  });

  it('says when it was marked, on the London clock', () => {
    expect(UNDO_TEXT.expired(new Date('2026-07-01T09:05:00Z'))).toContain('(this was marked at 10:05)');
  });

  it('belongs to whoever marked it, or an administrator', () => {
    expect(undoRefusal(held, 'due', { staffId: 4, role: 'coach' }, minutesLater(1))?.kind).toBe('not-yours');
    expect(undoRefusal(held, 'due', { staffId: 4, role: 'admin' }, minutesLater(1))).toBeNull();
  });

  it('leaves every other change alone, and a session marked before the undo existed cannot be undone', () => {
    expect(
      undoRefusal({ status: 'due', markedAt: null, markedBy: null }, 'complete', coach, markedAt),
    ).toBeNull();
    expect(undoRefusal(held, 'complete', coach, minutesLater(60))).toBeNull();
    expect(undoDeadline({ status: 'due', markedAt, markedBy: 3 })).toBeNull();
    expect(
      undoRefusal({ status: 'missed', markedAt: null, markedBy: null }, 'due', coach, markedAt)?.kind,
    ).toBe('expired');
  });
});
