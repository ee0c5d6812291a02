import { LOWER_BMI_THRESHOLD_ETHNICITIES } from '../constants.ts';
import { roundTo1 } from './units.ts';

// Conversions from onboarding §9.
export const LB_PER_KG = 2.204623;
export const LB_PER_STONE = 14;
export const IN_PER_CM = 0.3937;
export const IN_PER_FOOT = 12;

/** Plausible adult measurements; anything outside is a typing mistake, not a person. */
export const HEIGHT_CM_MIN = 90;
export const HEIGHT_CM_MAX = 250;
export const WEIGHT_KG_MIN = 25;
export const WEIGHT_KG_MAX = 350;

/** The results bar (portal §9). */
export const BMI_SCALE_MIN = 10;
export const BMI_SCALE_MAX = 40;

export type BmiBoundaries = {
  /** Healthy from here (below is underweight). */
  healthy: number;
  overweight: number;
  obese1: number;
  obese2: number;
  obese3: number;
};

/** NHS adult bands; healthy default 18.5 to 25 and overweight maximum 30 as on the bar (portal §9). */
export const STANDARD_BMI_BOUNDARIES: BmiBoundaries = {
  healthy: 18.5,
  overweight: 25,
  obese1: 30,
  obese2: 35,
  obese3: 40,
};

/** NICE PH46 / NG246: lower action points for some family backgrounds (docs/product.md#bmi). */
export const LOWER_BMI_BOUNDARIES: BmiBoundaries = {
  healthy: 18.5,
  overweight: 23,
  obese1: 27.5,
  obese2: 32.5,
  obese3: 37.5,
};

export const BMI_BANDS = ['underweight', 'healthy', 'overweight', 'obese-1', 'obese-2', 'obese-3'] as const;
export type BmiBand = (typeof BMI_BANDS)[number];

export const BMI_BAND_LABELS: Record<BmiBand, string> = {
  underweight: 'Underweight',
  healthy: 'Healthy weight',
  overweight: 'Overweight',
  'obese-1': 'Obese (class 1)',
  'obese-2': 'Obese (class 2)',
  'obese-3': 'Obese (class 3)',
};

export function bmiBoundariesFor(ethnicity: number | null | undefined): BmiBoundaries {
  return ethnicity != null && LOWER_BMI_THRESHOLD_ETHNICITIES.includes(ethnicity)
    ? LOWER_BMI_BOUNDARIES
    : STANDARD_BMI_BOUNDARIES;
}

export function bmiBand(bmi: number, boundaries: BmiBoundaries = STANDARD_BMI_BOUNDARIES): BmiBand {
  if (bmi < boundaries.healthy) return 'underweight';
  if (bmi < boundaries.overweight) return 'healthy';
  if (bmi < boundaries.obese1) return 'overweight';
  if (bmi < boundaries.obese2) return 'obese-1';
  if (bmi < boundaries.obese3) return 'obese-2';
  return 'obese-3';
}

export function stoneToKg(stone: number, pounds: number): number {
  return (stone * LB_PER_STONE + pounds) / LB_PER_KG;
}

export function feetToCm(feet: number, inches: number): number {
  return (feet * IN_PER_FOOT + inches) / IN_PER_CM;
}

export function kgToStone(kg: number): { stone: number; pounds: number } {
  const totalPounds = Math.round(kg * LB_PER_KG);
  return { stone: Math.floor(totalPounds / LB_PER_STONE), pounds: totalPounds % LB_PER_STONE };
}

export function cmToFeet(cm: number): { feet: number; inches: number } {
  const totalInches = Math.round(cm * IN_PER_CM);
  return { feet: Math.floor(totalInches / IN_PER_FOOT), inches: totalInches % IN_PER_FOOT };
}

/** BMI = kg / m², to one decimal. */
export function bmi(weightKg: number, heightCm: number): number {
  const metres = heightCm / 100;
  return roundTo1(weightKg / (metres * metres));
}

/** Where a BMI sits on the results bar, 0 to 100 per cent, clamped to the bar's scale. */
export function bmiBarPercent(value: number): number {
  const clamped = Math.min(BMI_SCALE_MAX, Math.max(BMI_SCALE_MIN, value));
  return ((clamped - BMI_SCALE_MIN) / (BMI_SCALE_MAX - BMI_SCALE_MIN)) * 100;
}
