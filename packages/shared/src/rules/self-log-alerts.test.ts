import { describe, expect, it } from 'vitest';
import { hasStoppedLogging, unitsRise, weightRise } from './self-log-alerts.ts';
import type { SelfLogPoint } from './self-log-weeks.ts';

// Friday 27 November 2026; its week starts on Monday 23 November.
const TODAY = '2026-11-27';

describe('hasStoppedLogging', () => {
  const threeWeeks = ['2026-10-26', '2026-11-04', '2026-11-13'];

  it('names a client who logged three weeks running and nothing for 14 days', () => {
    expect(hasStoppedLogging(threeWeeks, TODAY)).toBe(true);
  });

  it('leaves out a client whose last entry is 13 days old', () => {
    expect(hasStoppedLogging(['2026-10-26', '2026-11-04', '2026-11-14'], TODAY)).toBe(false);
  });

  it('leaves out a client with a week missing from the three', () => {
    expect(hasStoppedLogging(['2026-10-19', '2026-11-04', '2026-11-13'], TODAY)).toBe(false);
  });

  it('counts weeks Monday to Sunday, not days apart', () => {
    // Sunday 1 November and Monday 2 November are in two weeks.
    expect(hasStoppedLogging(['2026-11-01', '2026-11-02', '2026-11-09'], TODAY)).toBe(true);
  });

  it('leaves out a client who never logged', () => {
    expect(hasStoppedLogging([], TODAY)).toBe(false);
  });
});

const points = (measure: SelfLogPoint['measure'], list: [string, number][]): SelfLogPoint[] =>
  list.map(([day, value]) => ({ measure, day, value }));

describe('weightRise', () => {
  it('gives the rise from the first weight in the last 28 days to the latest', () => {
    expect(
      weightRise(
        points('weight', [
          ['2026-10-31', 80.1],
          ['2026-11-26', 82.1],
        ]),
        TODAY,
      ),
    ).toBe(2);
  });

  it('ignores weights older than 28 days', () => {
    expect(
      weightRise(
        points('weight', [
          ['2026-10-30', 78],
          ['2026-11-26', 79.5],
        ]),
        TODAY,
      ),
    ).toBeNull();
  });

  it('ignores a rise under 2 kg and other measures', () => {
    const list = [
      ...points('weight', [
        ['2026-11-01', 80],
        ['2026-11-20', 81.9],
      ]),
      ...points('activity', [
        ['2026-11-02', 10],
        ['2026-11-21', 90],
      ]),
    ];
    expect(weightRise(list, TODAY)).toBeNull();
  });
});

describe('unitsRise', () => {
  it('compares the last 14 days with the 14 before as weekly averages', () => {
    const list = points('alcohol', [
      ['2026-10-31', 10],
      ['2026-11-10', 10],
      ['2026-11-14', 10],
      ['2026-11-20', 20],
    ]);
    expect(unitsRise(list, TODAY)).toEqual({ earlier: 10, recent: 15 });
  });

  it('leaves out a rise under half as much again', () => {
    expect(
      unitsRise(
        points('alcohol', [
          ['2026-11-01', 20],
          ['2026-11-20', 29],
        ]),
        TODAY,
      ),
    ).toBeNull();
  });

  it('needs an entry in each period', () => {
    expect(unitsRise(points('alcohol', [['2026-11-20', 29]]), TODAY)).toBeNull();
  });

  it('counts a rise from none', () => {
    expect(
      unitsRise(
        points('alcohol', [
          ['2026-11-01', 0],
          ['2026-11-20', 4],
        ]),
        TODAY,
      ),
    ).toEqual({
      earlier: 0,
      recent: 2,
    });
  });

  it('leaves out no drinking in both periods', () => {
    expect(
      unitsRise(
        points('alcohol', [
          ['2026-11-01', 0],
          ['2026-11-20', 0],
        ]),
        TODAY,
      ),
    ).toBeNull();
  });
});
