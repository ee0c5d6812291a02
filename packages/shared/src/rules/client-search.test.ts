import { describe, expect, it } from 'vitest';
import { readClientSearch } from './client-search.ts';

describe('readClientSearch', () => {
  it('reads names: one word, or first name and surname', () => {
    expect(readClientSearch('Demo')).toEqual({ by: 'name', first: null, last: 'demo' });
    expect(readClientSearch('  Jo   Demo ')).toEqual({ by: 'name', first: 'jo', last: 'demo' });
    expect(readClientSearch("O'Neil")).toEqual({ by: 'name', first: null, last: "o'neil" });
  });
  it('reads phone numbers with or without spaces or the country code', () => {
    const phone = { by: 'phone', digits: '07700900123' };
    expect(readClientSearch('07700 900123')).toEqual(phone);
    expect(readClientSearch('07700900123')).toEqual(phone);
    expect(readClientSearch('+44 (0)7700 900-123')).toEqual(phone);
    expect(readClientSearch('+44 7700 900123')).toEqual(phone);
  });
  it('reads postcodes with or without the space, whole or the start', () => {
    expect(readClientSearch('DT1 1AA')).toEqual({ by: 'postcode', compact: 'DT11AA' });
    expect(readClientSearch('dt11aa')).toEqual({ by: 'postcode', compact: 'DT11AA' });
    expect(readClientSearch('SW1A')).toEqual({ by: 'postcode', compact: 'SW1A' });
  });
  it('reads dates of birth as typed in the UK or ISO, and only real dates', () => {
    expect(readClientSearch('12/04/1985')).toEqual({ by: 'dob', date: '1985-04-12' });
    expect(readClientSearch('1985-04-12')).toEqual({ by: 'dob', date: '1985-04-12' });
    expect(readClientSearch('31/02/1985')?.by).not.toBe('dob');
  });
  it('reads e-mails and client numbers', () => {
    expect(readClientSearch('Demo.Client@')).toEqual({ by: 'email', prefix: 'demo.client@' });
    expect(readClientSearch('#42')).toEqual({ by: 'number', id: 42 });
    expect(readClientSearch('42')).toEqual({ by: 'number', id: 42 });
  });
  it('answers null for nothing', () => {
    expect(readClientSearch('   ')).toBeNull();
  });
});
