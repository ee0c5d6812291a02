// Smoking and vaping (portal §9, docs/product.md#smoking).

/**
 * Price of one cigarette in pounds, the one figure behind every saving shown. Source: the portal
 * specification §9 (£0.45). Today's real price is nearer £0.78 (ASH, a pack of 20 at about £15.60
 * in 2024); change it here only (docs/product.md#smoking).
 */
export const PRICE_PER_CIGARETTE = 0.45;
export const DAYS_A_WEEK = 7;

/** e-liquid nicotine limit in the UK, mg/ml. */
export const MAX_VAPE_NICOTINE_MG_PER_ML = 20;
export const MAX_CIGARETTES_A_DAY = 100;
export const MAX_YEARS_SMOKED = 90;

export const SMOKE_OR_VAPE = ['smoke', 'vape', 'smoke and vape', 'neither'] as const;
export type SmokeOrVape = (typeof SMOKE_OR_VAPE)[number];

export const SMOKE_OR_VAPE_LABELS: Record<SmokeOrVape, string> = {
  smoke: 'I smoke',
  vape: 'I vape',
  'smoke and vape': 'I smoke and vape',
  neither: 'I do neither',
};

export const smokes = (answer: SmokeOrVape | undefined) => answer === 'smoke' || answer === 'smoke and vape';
export const vapes = (answer: SmokeOrVape | undefined) => answer === 'vape' || answer === 'smoke and vape';

/**
 * Average a day: daily smokers give a day's number; others how many on the days they smoke.
 * Not rounded, so the saving is exact: round only to show it (displayedPerDay).
 */
export function cigarettesPerDay(daily: boolean, perSmokingDay: number, daysAWeek: number): number {
  return daily ? perSmokingDay : (perSmokingDay * daysAWeek) / DAYS_A_WEEK;
}

export type SmokingAnswers = {
  smoking_smoke_or_vape?: SmokeOrVape;
  smoking_daily?: 'yes' | 'no';
  smoking_numbers?: number;
  smoking_frequency?: number;
};

/** Cigarettes a day from the health check's answers: 0 for someone who does not smoke. */
export function answeredCigarettesPerDay(a: SmokingAnswers): number {
  if (!smokes(a.smoking_smoke_or_vape)) return 0;
  return cigarettesPerDay(
    a.smoking_daily === 'yes',
    a.smoking_numbers ?? 0,
    a.smoking_frequency ?? DAYS_A_WEEK,
  );
}

export const displayedPerDay = (perDay: number) => Math.round(perDay * 10) / 10;

/** Weekly saving in pounds = 7 × cigarettes a day × PRICE_PER_CIGARETTE (portal §9), rounded to the penny at the end. */
export function weeklySaving(perDay: number): number {
  return Math.round(DAYS_A_WEEK * perDay * PRICE_PER_CIGARETTE * 100) / 100;
}

export const SMOKER_BANDS = ['light', 'moderate', 'heavy', 'very-heavy'] as const;
export type SmokerBand = (typeof SMOKER_BANDS)[number];

/** Lowest cigarettes a day of moderate, heavy and very heavy (1-9 is light). */
export const SMOKER_BAND_FROM: readonly number[] = [10, 20, 40];

export function smokerBand(perDay: number): SmokerBand | null {
  if (perDay <= 0) return null;
  return SMOKER_BANDS[SMOKER_BAND_FROM.filter((f) => perDay >= f).length] ?? 'very-heavy';
}

export const CIGARETTES_PER_PACK = 20;

export function packYears(perDay: number, years: number): number {
  return Math.round((perDay / CIGARETTES_PER_PACK) * years * 10) / 10;
}
