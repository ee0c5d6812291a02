import { describe, expect, it } from 'vitest';
import { isoTime } from './iso-time.ts';

describe('isoTime', () => {
  it.each([
    '2026-11-25T10:00:00.123456+00:00',
    '2026-11-25T10:00:00.1+00:00',
    '2026-11-25T10:00:00.12+00:00',
    '2026-11-25T10:00:00.999999+00:00',
    '2026-11-25T10:00:00+00:00',
    '2026-03-29T01:30:00+01:00',
    '2026-11-25 10:00:00.5+00',
  ])('writes %s as Date#toISOString does', (text) => {
    expect(isoTime(text)).toBe(new Date(text).toISOString());
  });

  it('writes a Date', () => {
    expect(isoTime(new Date('2026-11-25T10:00:00.5Z'))).toBe('2026-11-25T10:00:00.500Z');
  });
});
