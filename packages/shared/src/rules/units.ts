// Units of alcohol per drink (onboarding §9; they match the UK unit tables, docs/product.md#alcohol).

export const DRINKS = [
  'bottle_beer',
  'pint',
  'small_wine',
  'standard_wine',
  'large_wine',
  'wine_bottle',
  'single_shot',
  'spirit_700ml',
  'spirit_1l',
] as const;
export type Drink = (typeof DRINKS)[number];

export const DRINK_UNITS: Record<Drink, number> = {
  bottle_beer: 1.7,
  pint: 2,
  small_wine: 1.5,
  standard_wine: 2.1,
  large_wine: 3,
  wine_bottle: 10,
  single_shot: 1,
  spirit_700ml: 28,
  spirit_1l: 40,
};

export const DRINK_LABELS: Record<Drink, string> = {
  bottle_beer: 'Bottle of beer, lager or cider',
  pint: 'Pint of beer, lager or cider',
  small_wine: 'Small glass of wine (125 ml)',
  standard_wine: 'Standard glass of wine (175 ml)',
  large_wine: 'Large glass of wine (250 ml)',
  wine_bottle: 'Bottle of wine',
  single_shot: 'Single shot of spirits (25 ml)',
  spirit_700ml: 'Bottle of spirits (700 ml)',
  spirit_1l: 'Bottle of spirits (1 litre)',
};

/** The most of one kind of drink the counter accepts for a single day. */
export const MAX_DRINKS_OF_A_KIND = 50;

export type DrinkCounts = Partial<Record<Drink, number>>;

export const roundTo1 = (value: number) => Math.round(value * 10) / 10;

/** Units in a typical drinking day, rounded to one decimal as the spec asks. */
export function totalUnits(counts: DrinkCounts): number {
  // Sum in tenths so 0.1-style float error never tips the rounding.
  const tenths = DRINKS.reduce(
    (sum, drink) => sum + Math.round(DRINK_UNITS[drink] * 10) * (counts[drink] ?? 0),
    0,
  );
  return roundTo1(tenths / 10);
}
