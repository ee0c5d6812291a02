import { describe, expect, it } from 'vitest';
import { daysAwayForm } from '../schemas/days-away.ts';
import { awayOn, DAYS_AWAY_TEXT, type DaysAway, daysAwayRefusal } from './days-away.ts';

const week: DaysAway = { first_day: '2026-12-07', last_day: '2026-12-11', reason: 'annual_leave' };
const today = '2026-11-28';

describe('a coach away on a day', () => {
  it('is away from the first to the last day, both included', () => {
    expect(awayOn([week], '2026-12-06')).toBeUndefined();
    expect(awayOn([week], '2026-12-07')).toBe(week);
    expect(awayOn([week], '2026-12-11')).toBe(week);
    expect(awayOn([week], '2026-12-14')).toBeUndefined();
  });

  it('refuses a booking on a day away, naming the coach and the day', () => {
    expect(DAYS_AWAY_TEXT.away('Jo Coach', '2026-12-08')).toBe(
      'Jo Coach is away on Tuesday 8 December 2026. Choose another day.',
    );
    expect(awayOn([], '2026-12-08'), 'no days away recorded').toBeUndefined();
  });
});

describe('recording days away', () => {
  it('accepts a range from today to the booking horizon', () => {
    expect(daysAwayRefusal({ first_day: today, last_day: today }, today, [])).toBeNull();
    expect(daysAwayRefusal({ first_day: '2027-05-24', last_day: '2027-05-28' }, today, [])).toBeNull();
  });

  it('refuses a first day in the past', () => {
    expect(daysAwayRefusal({ first_day: '2026-11-27', last_day: '2026-12-01' }, today, [])).toEqual({
      field: 'first_day',
      message: DAYS_AWAY_TEXT.past,
    });
  });

  it('refuses a last day before the first', () => {
    expect(daysAwayRefusal({ first_day: '2026-12-08', last_day: '2026-12-07' }, today, [])).toEqual({
      field: 'last_day',
      message: DAYS_AWAY_TEXT.lastBeforeFirst,
    });
  });

  it('refuses days beyond the booking horizon, six months ahead', () => {
    expect(daysAwayRefusal({ first_day: '2027-05-24', last_day: '2027-05-29' }, today, [])?.message).toBe(
      'Days away can be recorded up to 6 months ahead, until 28/05/2027',
    );
  });

  it('refuses days overlapping days already recorded, at either end, rather than merging them', () => {
    for (const range of [
      { first_day: '2026-12-01', last_day: '2026-12-07' },
      { first_day: '2026-12-11', last_day: '2026-12-15' },
      { first_day: '2026-12-09', last_day: '2026-12-09' },
      { first_day: '2026-12-01', last_day: '2026-12-31' },
    ]) {
      expect(daysAwayRefusal(range, today, [week])?.message).toBe(DAYS_AWAY_TEXT.overlap(week));
    }
    expect(daysAwayRefusal({ first_day: '2026-12-12', last_day: '2026-12-18' }, today, [week])).toBeNull();
  });
});

describe('the days away form', () => {
  it('takes real dates and a reason from the list', () => {
    const ok = daysAwayForm.safeParse({
      first_day: '2026-12-07',
      last_day: '2026-12-11',
      reason: 'training',
    });
    expect(ok.success).toBe(true);
  });

  it('names each field at fault, one message each, and refuses free-text reasons', () => {
    const bad = daysAwayForm.safeParse({ first_day: '2026-02-30', last_day: '', reason: 'flu' });
    expect(bad.success).toBe(false);
    const paths = bad.error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(['first_day', 'last_day', 'reason']);
  });

  it('refuses a last day before the first on the last day', () => {
    const bad = daysAwayForm.safeParse({ first_day: '2026-12-08', last_day: '2026-12-07', reason: 'other' });
    expect(bad.error?.issues).toEqual([
      expect.objectContaining({ path: ['last_day'], message: DAYS_AWAY_TEXT.lastBeforeFirst }),
    ]);
  });
});
