import { describe, expect, it } from 'vitest';
import {
  AUDIT_C_POSITIVE,
  alcoholBarMax,
  alcoholBarPercent,
  auditBand,
  auditCBand,
  auditCScore,
  auditScore,
  cheeseburgers,
  DRINK_FREQUENCY_ANSWERS,
  HOW_OFTEN_ANSWERS,
  unitsScore,
  weeklyUnits,
  YES_IN_LAST_YEAR_ANSWERS,
} from './audit.ts';

describe('answer scores', () => {
  it('scores questions 1 to 8 from 0 to 4 and questions 9 and 10 as 0, 2 or 4', () => {
    expect(DRINK_FREQUENCY_ANSWERS.map((a) => a.score)).toEqual([0, 1, 2, 3, 4]);
    expect(HOW_OFTEN_ANSWERS.map((a) => a.score)).toEqual([0, 1, 2, 3, 4]);
    expect(YES_IN_LAST_YEAR_ANSWERS.map((a) => a.score)).toEqual([0, 2, 4]);
  });
});

describe('unitsScore (question 2 from the units counter)', () => {
  it.each([
    [0, 0],
    [2.9, 0],
    [3, 1],
    [4.9, 1],
    [5, 2],
    [6.9, 2],
    [7, 3],
    [9.9, 3],
    [10, 4],
    [40, 4],
  ])('%s units score %s', (units, score) => {
    expect(unitsScore(units)).toBe(score);
  });
});

describe('auditCScore', () => {
  it('adds questions 1 to 3', () => {
    expect(auditCScore({ frequency: 2, units: 5, sixPlus: 1 })).toBe(5);
    expect(auditCScore({ frequency: 4, units: 12, sixPlus: 4 })).toBe(12);
  });

  it('scores questions 2 and 3 as 0 for someone who never drinks', () => {
    expect(auditCScore({ frequency: 0, units: 12, sixPlus: 4 })).toBe(0);
  });

  it('screens positive from 5', () => {
    expect(AUDIT_C_POSITIVE).toBe(5);
  });
});

describe('auditCBand (0-4, 5-7, 8-10, 11-12)', () => {
  it.each([
    [0, 'lower-risk'],
    [4, 'lower-risk'],
    [5, 'increasing-risk'],
    [7, 'increasing-risk'],
    [8, 'higher-risk'],
    [10, 'higher-risk'],
    [11, 'possible-dependence'],
    [12, 'possible-dependence'],
  ])('%s is %s', (score, band) => {
    expect(auditCBand(score)).toBe(band);
  });
});

describe('auditBand (0-7, 8-15, 16-19, 20+)', () => {
  it.each([
    [0, 'lower-risk'],
    [7, 'lower-risk'],
    [8, 'increasing-risk'],
    [15, 'increasing-risk'],
    [16, 'higher-risk'],
    [19, 'higher-risk'],
    [20, 'possible-dependence'],
    [40, 'possible-dependence'],
  ])('%s is %s', (score, band) => {
    expect(auditBand(score)).toBe(band);
  });
});

describe('auditScore', () => {
  it('adds questions 4 to 10 to AUDIT-C, up to 40', () => {
    expect(auditScore({ frequency: 3, units: 7, sixPlus: 2, more: [1, 0, 0, 2, 0, 2, 0] })).toBe(13);
    expect(auditScore({ frequency: 4, units: 10, sixPlus: 4, more: [4, 4, 4, 4, 4, 4, 4] })).toBe(40);
  });
});

describe('weeklyUnits (drinking days a week × units on a drinking day)', () => {
  it.each([
    [0, 10, 0],
    [1, 6, 1.4],
    [2, 6, 4.2],
    [3, 6, 15],
    [4, 6, 33],
  ])('frequency %s with %s units a day is %s a week', (frequency, units, weekly) => {
    expect(weeklyUnits(frequency, units)).toBe(weekly);
  });
});

describe('the alcohol bar', () => {
  it('has a maximum of 33, or 1 in pregnancy', () => {
    expect(alcoholBarMax(false)).toBe(33);
    expect(alcoholBarMax(true)).toBe(1);
  });

  it('fills in proportion and never overflows', () => {
    expect(alcoholBarPercent(16.5, false)).toBe(50);
    expect(alcoholBarPercent(66, false)).toBe(100);
    expect(alcoholBarPercent(0.5, true)).toBe(50);
    expect(alcoholBarPercent(2, true)).toBe(100);
  });

  it('counts one cheeseburger for every five units', () => {
    expect(cheeseburgers(0)).toBe(0);
    expect(cheeseburgers(5)).toBe(1);
    expect(cheeseburgers(14)).toBe(2.8);
  });
});
