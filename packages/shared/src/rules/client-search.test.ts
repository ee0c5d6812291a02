import { describe, expect, it } from 'vitest';
import { readClientSearch } from './client-search.ts';

describe('readClientSearch', () => {
  it('reads names as typed, for the server to match (search-text.sql)', () => {
    expect(readClientSearch('Demo')).toEqual({ by: 'name', text: 'Demo' });
    expect(readClientSearch('  Taylor, Chris ')).toEqual({ by: 'name', text: 'Taylor, Chris' });
    expect(readClientSearch("O'Neil")).toEqual({ by: 'name', text: "O'Neil" });
  });
  it('reads six digits or more as the end of a phone number, fewer as a client number', () => {
    expect(readClientSearch('900123')).toEqual({ by: 'phone', digits: '900123' });
    expect(readClientSearch('12345')).toEqual({ by: 'number', id: 12345 });
    expect(readClientSearch('#123456')).toEqual({ by: 'number', id: 123456 });
  });
  it('reads phone numbers with or without spaces or the country code', () => {
    const phone = { by: 'phone', digits: '07700900123' };
    expect(readClientSearch('07700 900123')).toEqual(phone);
    expect(readClientSearch('07700900123')).toEqual(phone);
    expect(readClientSearch('+44 (0)7700 900-123')).toEqual(phone);
    expect(readClientSearch('+44 7700 900123')).toEqual(phone);
  });
  it('reads postcodes with or without the space, whole, a district or a sector', () => {
    expect(readClientSearch('DT1 1AA')).toEqual({ by: 'postcode', outward: 'DT1', inward: '1AA' });
    expect(readClientSearch('dt11aa')).toEqual({ by: 'postcode', outward: 'DT1', inward: '1AA' });
    expect(readClientSearch('DT1')).toEqual({ by: 'postcode', outward: 'DT1', inward: '' });
    expect(readClientSearch('DT11')).toEqual({ by: 'postcode', outward: 'DT11', inward: '' });
    expect(readClientSearch('DT1 1')).toEqual({ by: 'postcode', outward: 'DT1', inward: '1' });
    expect(readClientSearch('SW1A')).toEqual({ by: 'postcode', outward: 'SW1A', inward: '' });
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
