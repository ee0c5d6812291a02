import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  matchTotp,
  newTotpSecret,
  otpauthUri,
  timeStep,
  totpAt,
} from './totp.ts';

// RFC 6238 appendix B: the SHA-1 seed is the ASCII string "12345678901234567890".
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890', 'ascii'));
const RFC_VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238, HMAC-SHA1)', () => {
  it.each(RFC_VECTORS)('at unix time %i gives the 8-digit test vector %s', (time, code) => {
    expect(totpAt(RFC_SECRET, time, 8)).toBe(code);
  });

  it.each(RFC_VECTORS)('at unix time %i gives the last six digits of %s', (time, code) => {
    expect(totpAt(RFC_SECRET, time)).toBe(code.slice(2));
  });

  it('accepts the code of the current, previous and next 30-second step', () => {
    const now = 1111111111;
    for (const drift of [-30, 0, 30]) {
      expect(matchTotp(RFC_SECRET, totpAt(RFC_SECRET, now + drift), now)).toBe(timeStep(now + drift));
    }
  });

  it('counts steps of another length when given one (the browser tests use a short step)', () => {
    const now = 1111111111;
    const code = totpAt(RFC_SECRET, now, 6, 4);
    expect(code).not.toBe(totpAt(RFC_SECRET, now));
    expect(matchTotp(RFC_SECRET, code, now + 4, 4)).toBe(timeStep(now, 4));
    expect(matchTotp(RFC_SECRET, code, now + 8, 4)).toBeNull();
    expect(otpauthUri('JBSWY3DPEHPK3PXP', 'a@example.com', 'X', 4)).toContain('period=4');
  });

  it('refuses a code two steps away and a wrong code', () => {
    const now = 1111111111;
    expect(matchTotp(RFC_SECRET, totpAt(RFC_SECRET, now - 60), now)).toBeNull();
    expect(matchTotp(RFC_SECRET, totpAt(RFC_SECRET, now + 60), now)).toBeNull();
    expect(matchTotp(RFC_SECRET, '000000', now)).toBeNull();
  });
});

describe('base32 secrets', () => {
  it('encodes the RFC 4648 test vectors', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Encode(Buffer.from('f'))).toBe('MY');
  });

  it('decodes what it encodes, ignoring case, spaces and padding', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const spaced = `${secret.toLowerCase().match(/.{4}/g)?.join(' ')}====`;
    expect(base32Decode(spaced).equals(base32Decode(secret))).toBe(true);
    expect(base32Decode('MZXW6YTBOI').toString()).toBe('foobar');
  });

  it('rejects characters outside the alphabet', () => {
    expect(() => base32Decode('ABC1')).toThrow();
  });
});

describe('otpauth URI', () => {
  it('names the issuer and account and carries the secret and parameters', () => {
    const uri = otpauthUri('JBSWY3DPEHPK3PXP', 'coach@example.com', 'Live Well Coaching');
    expect(uri).toBe(
      'otpauth://totp/Live%20Well%20Coaching%3Acoach%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Live+Well+Coaching&algorithm=SHA1&digits=6&period=30',
    );
  });
});
