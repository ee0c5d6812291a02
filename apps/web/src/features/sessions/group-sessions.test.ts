import type { SessionView } from '@coaching/shared/schemas/sessions';
import { describe, expect, it } from 'vitest';
import { groupSessions } from './group-sessions.ts';

const session = (id: number, status: SessionView['status'], due_date: string): SessionView => ({
  id,
  type: 'coaching',
  status,
  due_date,
  time: 'morning',
  notes: [],
});

describe('groupSessions', () => {
  it('lists a cancelled session still to come as cancelled, not as a previous session', () => {
    const groups = groupSessions(
      [
        session(1, 'complete', '2026-10-01'),
        session(2, 'cancelled', '2026-10-15'),
        session(3, 'due', '2026-12-03'),
        session(4, 'cancelled', '2026-12-10'),
        session(5, 'cancelled', '2026-11-27'),
      ],
      '2026-11-27',
    );
    expect(groups.upcoming.map((s) => s.id)).toEqual([3]);
    expect(groups.cancelled.map((s) => s.id)).toEqual([4, 5]);
    expect(groups.previous.map((s) => s.id)).toEqual([2, 1]);
  });
});
