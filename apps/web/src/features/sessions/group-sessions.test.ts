import type { SessionView } from '@coaching/shared/schemas/sessions';
import { describe, expect, it } from 'vitest';
import { groupSessions } from './group-sessions.ts';

const BOOKED: [number, SessionView['status'], string][] = [
  [1, 'complete', '2026-10-01'],
  [2, 'cancelled', '2026-10-15'],
  [3, 'due', '2026-12-03'],
  [4, 'cancelled', '2026-12-10'],
  [5, 'cancelled', '2026-11-27'],
];

describe('groupSessions', () => {
  it('lists a cancelled session still to come as cancelled, not as a previous session', () => {
    const all = BOOKED.map(([id, status, due_date]): SessionView => {
      return { id, status, due_date, type: 'coaching', time: 'morning', notes: [], version: '"session-1"' };
    });
    const ids = (list: SessionView[]) => list.map((s) => s.id);
    const groups = groupSessions(all, '2026-11-27');
    expect(ids(groups.upcoming)).toEqual([3]);
    expect(ids(groups.cancelled)).toEqual([4, 5]);
    expect(ids(groups.previous)).toEqual([2, 1]);
  });
});
