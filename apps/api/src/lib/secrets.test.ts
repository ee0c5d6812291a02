import { describe, expect, it } from 'vitest';
import { hashPassword, newToken, sha256, verifyPassword } from './secrets.ts';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(stored).toMatch(/^scrypt\$\d+\$8\$1\$/);
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same password')).not.toBe(await hashPassword('same password'));
  });

  it('refuses when there is no stored hash', async () => {
    expect(await verifyPassword('anything', null)).toBe(false);
  });

  it('verifies a hash made at the production cost (N = 2^17)', async () => {
    const production = 'scrypt$131072$8$1$c2FsdHNhbHRzYWx0c2FsdA==$';
    const [, , , , salt] = production.split('$');
    const { scryptSync } = await import('node:crypto');
    const key = scryptSync('Coaching-demo-2026', Buffer.from(salt ?? '', 'base64'), 32, {
      N: 2 ** 17,
      r: 8,
      p: 1,
      maxmem: 256 * 1024 * 1024,
    });
    expect(await verifyPassword('Coaching-demo-2026', `${production}${key.toString('base64')}`)).toBe(true);
  });
});

describe('tokens', () => {
  it('makes 256-bit URL-safe tokens and stores only their SHA-256', () => {
    const token = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newToken()).not.toBe(token);
    expect(sha256(token)).toMatch(/^[0-9a-f]{64}$/);
  });
});
