import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from './trust-proxy.ts';

describe('TRUST_PROXY', () => {
  it('trusts no proxy when unset or empty', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy(' ')).toBe(false);
  });

  it('reads proxy addresses, ranges and proxy-addr’s range names', () => {
    expect(parseTrustProxy('10.0.0.5, 10.1.0.0/16,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each(['true', '*', '1', '10.0.0.0/33', 'proxy.example.org'])('refuses %s', (value) => {
    expect(() => parseTrustProxy(value)).toThrow(/TRUST_PROXY must be/);
  });
});
