import { describe, expect, it } from 'vitest';
import { DRINK_UNITS, DRINKS, totalUnits } from './units.ts';

describe('units per drink', () => {
  it('uses the spec values for all nine drinks', () => {
    expect(DRINK_UNITS).toEqual({
      bottle_beer: 1.7,
      pint: 2,
      small_wine: 1.5,
      standard_wine: 2.1,
      large_wine: 3,
      wine_bottle: 10,
      single_shot: 1,
      spirit_700ml: 28,
      spirit_1l: 40,
    });
    expect(DRINKS).toHaveLength(9);
  });

  it.each(DRINKS.map((d) => [d, DRINK_UNITS[d]] as const))('one %s is %s units', (drink, units) => {
    expect(totalUnits({ [drink]: 1 })).toBe(units);
  });
});

describe('totalUnits', () => {
  it('is 0 with no drinks', () => {
    expect(totalUnits({})).toBe(0);
  });

  it('adds mixed drinks and rounds to one decimal without float noise', () => {
    expect(totalUnits({ bottle_beer: 3 })).toBe(5.1);
    expect(totalUnits({ standard_wine: 3 })).toBe(6.3);
    expect(totalUnits({ pint: 2, single_shot: 2, small_wine: 1 })).toBe(7.5);
    expect(totalUnits({ bottle_beer: 1, standard_wine: 1, large_wine: 1 })).toBe(6.8);
  });

  it('counts whole bottles of spirits', () => {
    expect(totalUnits({ spirit_700ml: 1, spirit_1l: 1, wine_bottle: 2 })).toBe(88);
  });
});
