import { describe, expect, it } from 'vitest';
import { OPENING_HOURS } from './constants.ts';

describe('service constants', () => {
  it('words the opening hours as the portal spec does (§2, §9)', () => {
    expect(OPENING_HOURS).toBe('Monday to Friday 9am to 6:30pm');
  });
});
