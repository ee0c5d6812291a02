import { describe, expect, it } from 'vitest';
import {
  AUDIT_C_POSITIVE,
  type AuditBand,
  alcoholBarMax,
  alcoholBarPercent,
  alcoholRiskLabel,
  auditBand,
  auditCBand,
  auditCScore,
  auditScore,
  cheeseburgers,
  DRINK_FREQUENCY_ANSWERS,
  HEAVY_OCCASION_UNITS,
  HOW_OFTEN_ANSWERS,
  unitsExample,
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

describe('the heavier drinking question', () => {
  it('gives an example that matches the number of units asked about', () => {
    expect(unitsExample(HEAVY_OCCASION_UNITS.female)).toBe(
      '6 units is about 3 pints of beer or 3 standard glasses of wine',
    );
    expect(unitsExample(HEAVY_OCCASION_UNITS.male)).toBe(
      '8 units is about 4 pints of beer or 4 standard glasses of wine',
    );
  });
});

describe('the alcohol bar', () => {
  it('has a maximum of 33, or 1 in pregnancy', () => {
    expect(alcoholBarMax(false)).toBe(33);
    expect(alcoholBarMax(true)).toBe(1);
  });

  const risk = (
    frequency: number,
    unitsPerWeek: number,
    pregnant: boolean,
    band: AuditBand = 'lower-risk',
  ) => ({
    frequency,
    unitsPerWeek,
    pregnant,
    band,
  });

  it('fills in proportion and never overflows', () => {
    expect(alcoholBarPercent(risk(3, 16.5, false))).toBe(50);
    expect(alcoholBarPercent(risk(4, 66, false))).toBe(100);
    expect(alcoholBarPercent(risk(0, 0, true))).toBe(0);
  });

  it('is full in pregnancy for any drinking, however little', () => {
    expect(alcoholBarPercent(risk(1, 0.3, true))).toBe(100);
    expect(alcoholBarPercent(risk(1, 0, true))).toBe(100);
  });

  it('names the risk as not safe in pregnancy, never as lower risk', () => {
    expect(alcoholRiskLabel(risk(1, 0.3, false))).toBe('Lower risk');
    expect(alcoholRiskLabel(risk(1, 0.3, true))).toBe('Not safe in pregnancy');
    expect(alcoholRiskLabel(risk(4, 40, true, 'higher-risk'))).toBe('Higher risk, and not safe in pregnancy');
    expect(alcoholRiskLabel(risk(0, 0, true))).toBe('Lower risk');
  });

  it('counts one cheeseburger for every five units', () => {
    expect(cheeseburgers(0)).toBe(0);
    expect(cheeseburgers(5)).toBe(1);
    expect(cheeseburgers(14)).toBe(2.8);
  });
});
