import { describe, expect, it } from 'vitest';
import { AUTO_FLAG_TEXT, automaticFlags } from './risk-flags.ts';

describe('automaticFlags', () => {
  it('flags a BMI of 40 or more and an AUDIT band from 16 up', () => {
    expect(automaticFlags({ bmi: 40, alcoholBand: 'higher-risk' })).toEqual([
      AUTO_FLAG_TEXT.bmi,
      AUTO_FLAG_TEXT.audit,
    ]);
    expect(automaticFlags({ bmi: 39.9, alcoholBand: 'possible-dependence' })).toEqual([AUTO_FLAG_TEXT.audit]);
    expect(automaticFlags({ bmi: 25, alcoholBand: 'increasing-risk' })).toEqual([]);
    expect(automaticFlags({ bmi: null, alcoholBand: null })).toEqual([]);
    expect(automaticFlags(null)).toEqual([]);
  });
});
