import { describe, expect, it } from 'vitest';
import { isEligiblePostcode, isValidPostcode, normalisePostcode, postcodeDistrict } from './postcode.ts';

describe('isEligiblePostcode: the county districts of onboarding §9', () => {
  it.each([
    'BA21 1AA',
    'BA22 9ZZ',
    'BH1 1AA',
    'BH9 2AB',
    'BH10 4AB',
    'BH25 5AA',
    'BH31 6AA',
    'DT1 1XJ',
    'DT9 3AB',
    'DT10 1AA',
    'DT11 7AB',
    'SP5 1AA',
    'SP6 1AA',
    'SP7 8AB',
    'SP8 4AA',
    'TA18 7AA',
    'TA20 1AA',
  ])('accepts %s', (postcode) => {
    expect(isEligiblePostcode(postcode)).toBe(true);
  });

  it.each([
    ['BH26 1AA', 'just past BH25'],
    ['BH30 1AA', 'the gap before BH31'],
    ['BH32 1AA', 'just past BH31'],
    ['BA20 1AA', 'just before BA21'],
    ['BA23 1AA', 'just past BA22'],
    ['BA2 1AA', 'a prefix of BA21'],
    ['DT12 1AA', 'just past DT11'],
    ['SP4 1AA', 'just before SP5'],
    ['SP9 1AA', 'just past SP8'],
    ['TA19 1AA', 'between TA18 and TA20'],
    ['TA17 1AA', 'just before TA18'],
    ['TA21 1AA', 'just past TA20'],
    ['SW1A 1AA', 'London'],
    ['B1 1AA', 'Birmingham, a prefix of BH1'],
  ])('refuses %s (%s)', (postcode) => {
    expect(isEligiblePostcode(postcode)).toBe(false);
  });

  it('matches the whole district: BH1 is in, and BH10 is in by its own right, not as BH1', () => {
    expect(postcodeDistrict('BH1 0AA')).toBe('BH1');
    expect(postcodeDistrict('BH10 0AA')).toBe('BH10');
    expect(postcodeDistrict('BH100AA')).toBe('BH10');
    expect(postcodeDistrict('BH260AA')).toBe('BH26');
  });

  it.each(['bh1 1aa', 'Dt1 1xj', ' dt11 7ab ', 'BH251AA', 'b h 2 5 5 a a'])(
    'ignores case and spaces: %s',
    (postcode) => {
      expect(isEligiblePostcode(postcode)).toBe(true);
    },
  );

  it('refuses text that is not a postcode at all', () => {
    expect(isEligiblePostcode('')).toBe(false);
    expect(isEligiblePostcode('BH1')).toBe(false);
    expect(isEligiblePostcode('DORSET')).toBe(false);
  });
});

describe('isValidPostcode and normalisePostcode', () => {
  it('accepts UK formats with or without the space', () => {
    for (const p of ['M1 1AE', 'B33 8TH', 'CR2 6XH', 'DN55 1PT', 'W1A 0AX', 'EC1A 1BB', 'ec1a1bb']) {
      expect(isValidPostcode(p)).toBe(true);
    }
  });

  it('refuses a missing inward code and stray characters', () => {
    for (const p of ['BH1', 'BH1 1A', '1BH 1AA', 'BH1-1AA', 'BH1 1AAA']) {
      expect(isValidPostcode(p)).toBe(false);
    }
  });

  it('stores one spelling: capitals and one space before the inward code', () => {
    expect(normalisePostcode(' bh25  5aa')).toBe('BH25 5AA');
    expect(normalisePostcode('dt11xj')).toBe('DT1 1XJ');
  });
});
