import { describe, expect, it } from 'vitest';
import { LOWER_BMI_THRESHOLD_ETHNICITIES } from '../constants.ts';
import {
  bmi,
  bmiBand,
  bmiBarPercent,
  bmiBoundariesFor,
  cmToFeet,
  feetToCm,
  kgToStone,
  LOWER_BMI_BOUNDARIES,
  STANDARD_BMI_BOUNDARIES,
  stoneToKg,
} from './bmi.ts';

describe('bmi', () => {
  it('is kg / m² to one decimal', () => {
    expect(bmi(70, 175)).toBe(22.9);
    expect(bmi(84, 168)).toBe(29.8);
    expect(bmi(100, 200)).toBe(25);
  });
});

describe('conversions (2.204623 lb per kg, 14 lb per stone, 0.3937 in per cm, 12 in per foot)', () => {
  it('turns stone and pounds into kilograms', () => {
    expect(stoneToKg(11, 0)).toBeCloseTo(154 / 2.204623, 10);
    expect(stoneToKg(12, 8)).toBeCloseTo(176 / 2.204623, 10);
    expect(stoneToKg(0, 2.204623)).toBeCloseTo(1, 10);
  });

  it('turns feet and inches into centimetres', () => {
    expect(feetToCm(5, 9)).toBeCloseTo(69 / 0.3937, 10);
    expect(feetToCm(6, 0)).toBeCloseTo(72 / 0.3937, 10);
    expect(feetToCm(0, 0.3937)).toBeCloseTo(1, 10);
  });

  it('turns kilograms and centimetres back into whole pounds and inches', () => {
    expect(kgToStone(stoneToKg(12, 8))).toEqual({ stone: 12, pounds: 8 });
    expect(kgToStone(stoneToKg(10, 13.6))).toEqual({ stone: 11, pounds: 0 });
    expect(cmToFeet(feetToCm(5, 11))).toEqual({ feet: 5, inches: 11 });
  });

  it('gives the same BMI for the same person in either unit', () => {
    expect(bmi(stoneToKg(11, 0), feetToCm(5, 9))).toBe(bmi(69.853, 175.26));
  });
});

describe('bmiBand with the standard thresholds', () => {
  it.each([
    [18.4, 'underweight'],
    [18.5, 'healthy'],
    [24.9, 'healthy'],
    [25, 'overweight'],
    [29.9, 'overweight'],
    [30, 'obese-1'],
    [34.9, 'obese-1'],
    [35, 'obese-2'],
    [39.9, 'obese-2'],
    [40, 'obese-3'],
  ])('%s is %s', (value, band) => {
    expect(bmiBand(value, STANDARD_BMI_BOUNDARIES)).toBe(band);
    expect(bmiBand(value)).toBe(band);
  });
});

describe('bmiBand with the lower NICE thresholds', () => {
  it.each([
    [18.4, 'underweight'],
    [18.5, 'healthy'],
    [22.9, 'healthy'],
    [23, 'overweight'],
    [27.4, 'overweight'],
    [27.5, 'obese-1'],
    [32.4, 'obese-1'],
    [32.5, 'obese-2'],
    [37.4, 'obese-2'],
    [37.5, 'obese-3'],
  ])('%s is %s', (value, band) => {
    expect(bmiBand(value, LOWER_BMI_BOUNDARIES)).toBe(band);
  });
});

describe('bmiBoundariesFor', () => {
  it.each(LOWER_BMI_THRESHOLD_ETHNICITIES)('lowers the thresholds for ethnicity %s', (ethnicity) => {
    expect(bmiBoundariesFor(ethnicity)).toEqual(LOWER_BMI_BOUNDARIES);
  });

  it.each([1, 2, 3, 4, 5, 6, 10, 20, null, undefined])('keeps the standard ones for %s', (ethnicity) => {
    expect(bmiBoundariesFor(ethnicity)).toEqual(STANDARD_BMI_BOUNDARIES);
  });

  it('moves a BMI of 24 from healthy to overweight for a lower-threshold background', () => {
    expect(bmiBand(24, bmiBoundariesFor(1))).toBe('healthy');
    expect(bmiBand(24, bmiBoundariesFor(11))).toBe('overweight');
  });
});

describe('bmiBarPercent (scale 10 to 40)', () => {
  it.each([
    [5, 0],
    [10, 0],
    [25, 50],
    [40, 100],
    [52, 100],
  ])('%s sits at %s%%', (value, percent) => {
    expect(bmiBarPercent(value)).toBe(percent);
  });
});
