import { describe, expect, it } from 'vitest';
import { OPENING_HOURS } from './constants.ts';

describe('service constants', () => {
  it('words the opening hours as portal §2 and §9 do', () => {
    expect(OPENING_HOURS).toBe('Monday to Friday 9am to 6:30pm');
  });
});
