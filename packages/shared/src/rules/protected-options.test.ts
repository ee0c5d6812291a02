import { describe, expect, it } from 'vitest';
import { OPTION } from '../constants.ts';
import { isProtectedOption, PROTECTED_OPTIONS } from './protected-options.ts';

describe('protected dropdown options', () => {
  it('covers every option id a rule names, so none can be retired by mistake', () => {
    const protectedCount = Object.values(PROTECTED_OPTIONS).reduce((n, ids) => n + (ids?.length ?? 0), 0);
    expect(protectedCount).toBe(Object.keys(OPTION).length);
  });

  it('protects an option only in its own list', () => {
    expect(isProtectedOption('gender', OPTION.genderSelfDescribe)).toBe(true);
    expect(isProtectedOption('ethnicity', OPTION.genderMale)).toBe(false);
    expect(isProtectedOption('gpSurgery', 1)).toBe(false);
    expect(isProtectedOption('gender', 3)).toBe(false);
  });
});
