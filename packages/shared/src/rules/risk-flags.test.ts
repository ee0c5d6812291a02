import { describe, expect, it } from 'vitest';
import { automaticFlagKinds } from './risk-flags.ts';

describe('automaticFlagKinds', () => {
  it('flags a BMI of 40 or more and an AUDIT band from 16 up', () => {
    expect(automaticFlagKinds({ bmi: 40, alcoholBand: 'higher-risk' })).toEqual(['bmi', 'audit']);
    expect(automaticFlagKinds({ bmi: 39.9, alcoholBand: 'possible-dependence' })).toEqual(['audit']);
    expect(automaticFlagKinds({ bmi: 25, alcoholBand: 'increasing-risk' })).toEqual([]);
    expect(automaticFlagKinds({ bmi: null, alcoholBand: null })).toEqual([]);
    expect(automaticFlagKinds(null)).toEqual([]);
  });
});
