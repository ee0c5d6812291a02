import { describe, expect, it } from 'vitest';
import {
  answeredCigarettesPerDay,
  cigarettesPerDay,
  displayedPerDay,
  PRICE_PER_CIGARETTE,
  packYears,
  smokerBand,
  smokes,
  vapes,
  weeklySaving,
} from './smoking.ts';

describe('weeklySaving (7 × cigarettes a day × £0.45)', () => {
  it('uses £0.45 a cigarette', () => {
    expect(PRICE_PER_CIGARETTE).toBe(0.45);
  });

  it.each([
    [0, 0],
    [1, 3.15],
    [10, 31.5],
    [20, 63],
    [2.5, 7.88],
  ])('%s a day saves £%s a week', (perDay, saving) => {
    expect(weeklySaving(perDay)).toBe(saving);
  });
});

describe('cigarettesPerDay', () => {
  it('takes a daily smoker’s number as it is', () => {
    expect(cigarettesPerDay(true, 15, 3)).toBe(15);
  });

  it('averages an occasional smoker over the week, rounding only for display', () => {
    expect(cigarettesPerDay(false, 14, 3)).toBe(6);
    expect(displayedPerDay(cigarettesPerDay(false, 10, 1))).toBe(1.4);
  });
});

describe('the saving of someone who does not smoke every day', () => {
  it('is the cigarettes of a week × £0.45: 5 a day on 3 days is 15 × £0.45 = £6.75', () => {
    const perDay = answeredCigarettesPerDay({
      smoking_smoke_or_vape: 'smoke',
      smoking_daily: 'no',
      smoking_numbers: 5,
      smoking_frequency: 3,
    });
    expect(weeklySaving(perDay)).toBe(6.75);
    expect(displayedPerDay(perDay)).toBe(2.1);
  });

  it('is nothing for someone who only vapes', () => {
    expect(answeredCigarettesPerDay({ smoking_smoke_or_vape: 'vape', smoking_numbers: 5 })).toBe(0);
  });
});

describe('smokerBand (1-9 light, 10-19 moderate, 20-39 heavy, 40+ very heavy)', () => {
  it.each([
    [0, null],
    [1, 'light'],
    [9, 'light'],
    [10, 'moderate'],
    [19, 'moderate'],
    [20, 'heavy'],
    [39, 'heavy'],
    [40, 'very-heavy'],
  ])('%s a day is %s', (perDay, band) => {
    expect(smokerBand(perDay)).toBe(band);
  });
});

describe('packYears', () => {
  it('is packs of 20 a day × years', () => {
    expect(packYears(20, 10)).toBe(10);
    expect(packYears(10, 15)).toBe(7.5);
  });
});

describe('smokes and vapes', () => {
  it('reads the smoke-or-vape answer', () => {
    expect([smokes('smoke'), smokes('smoke and vape'), smokes('vape'), smokes('neither')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect([vapes('vape'), vapes('smoke and vape'), vapes('smoke'), vapes('neither')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
