import { describe, expect, it } from 'vitest';
import { lastMissedDay, MESSAGE_SNIPPETS } from './snippets.ts';

const missed = (lastMissed: string | null) =>
  MESSAGE_SNIPPETS.missed.text('Sam', { lastMissed, today: '2026-11-27' });

describe('the missed-session snippet', () => {
  it('says "today" only when the missed session was today', () => {
    expect(missed('2026-11-27')).toContain('sorry we missed each other today.');
    expect(missed('2026-11-24')).toContain('sorry we missed each other on 24/11/2026.');
    expect(missed('2026-11-24')).not.toContain('today');
    expect(missed(null)).toContain('sorry we missed each other.');
  });

  it('finds the latest missed session', () => {
    const sessions = [
      { status: 'missed', due_date: '2026-11-03' },
      { status: 'complete', due_date: '2026-11-20' },
      { status: 'missed', due_date: '2026-11-10' },
    ];
    expect(lastMissedDay(sessions)).toBe('2026-11-10');
    expect(lastMissedDay([])).toBeNull();
  });
});
