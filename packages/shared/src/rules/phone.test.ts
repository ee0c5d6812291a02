import { describe, expect, it } from 'vitest';
import { canonicalPhone } from './phone.ts';

describe('canonical phone numbers', () => {
  it.each([
    '07700 900123',
    '07700900123',
    '07700-900123',
    '+44 7700 900123',
    '+44 (0)7700 900123',
    '0044 7700 900123',
    '(07700) 900123',
    ' 077 009 001 23 ',
  ])('stores %s as 07700 900123', (pasted) => {
    expect(canonicalPhone(pasted)).toBe('07700 900123');
  });

  it('keeps a landline in the same shape', () => {
    expect(canonicalPhone('(01305) 251-001')).toBe('01305 251001');
  });

  it.each(['0770090012', '077009001234', '+33 6 12 34 56 78', '7700 900123', 'phone me', ''])(
    'refuses %s',
    (value) => {
      expect(canonicalPhone(value)).toBeNull();
    },
  );
});
