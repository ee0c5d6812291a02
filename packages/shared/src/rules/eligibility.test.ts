import { describe, expect, it } from 'vitest';
import { eligibilityOf, isOldEnough, livesOrIsCaredForInCounty } from './eligibility.ts';

const TODAY = '2026-03-15';

describe('isOldEnough', () => {
  it('is true from the 18th birthday on', () => {
    expect(isOldEnough('2008-03-15', TODAY)).toBe(true);
    expect(isOldEnough('2008-03-14', TODAY)).toBe(true);
  });

  it('is false the day before the 18th birthday', () => {
    expect(isOldEnough('2008-03-16', TODAY)).toBe(false);
    expect(isOldEnough('2015-01-01', TODAY)).toBe(false);
  });
});

describe('livesOrIsCaredForInCounty', () => {
  it('accepts a county postcode on its own', () => {
    expect(livesOrIsCaredForInCounty({ postcode: 'DT1 1XJ' })).toBe(true);
  });

  it('accepts an outside postcode with a county GP surgery or workplace', () => {
    expect(livesOrIsCaredForInCounty({ postcode: 'SW1A 1AA', gp_practice_id: 3 })).toBe(true);
    expect(livesOrIsCaredForInCounty({ postcode: 'SW1A 1AA', workplace: 2 })).toBe(true);
  });

  it('refuses an outside postcode without either', () => {
    expect(livesOrIsCaredForInCounty({ postcode: 'SW1A 1AA' })).toBe(false);
    expect(livesOrIsCaredForInCounty({ postcode: 'BH26 1AA', gp_practice_id: null, workplace: null })).toBe(
      false,
    );
  });
});

describe('eligibilityOf', () => {
  it('sends an adult in the county on', () => {
    expect(eligibilityOf({ dob: '1985-04-12', postcode: 'BH10 4AB' }, TODAY)).toBe('eligible');
  });

  it('checks age before place', () => {
    expect(eligibilityOf({ dob: '2010-01-01', postcode: 'SW1A 1AA' }, TODAY)).toBe('too-young');
    expect(eligibilityOf({ dob: '2008-03-16', postcode: 'DT1 1XJ' }, TODAY)).toBe('too-young');
  });

  it('sends an adult outside the county to the not-in-county pages', () => {
    expect(eligibilityOf({ dob: '2008-03-15', postcode: 'BH26 1AA' }, TODAY)).toBe('not-in-county');
  });

  it('lets an adult outside the county in once a surgery or workplace is chosen', () => {
    expect(eligibilityOf({ dob: '1985-04-12', postcode: 'BH26 1AA', gp_practice_id: 1 }, TODAY)).toBe(
      'eligible',
    );
  });
});
