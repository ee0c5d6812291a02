import { describe, expect, it } from 'vitest';
import { shareOf } from './share-of.ts';

describe('shareOf', () => {
  it('writes a rate with its denominator', () => {
    expect(shareOf(12, 15)).toBe('12 of 15 (80%)');
    expect(shareOf(1, 3)).toBe('1 of 3 (33.3%)');
    expect(shareOf(0, 0)).toBe('0 of 0');
  });
});
