import { afterEach, describe, expect, it } from 'vitest';
import { parseSecretsKey } from '../config/secrets-key.ts';
import { isSealedWithCurrentKey, seal, unseal, useSecretsKey } from './secret-box.ts';

const OLD = 'b2'.repeat(32);
const NEW = 'c3'.repeat(32);
afterEach(() => useSecretsKey(parseSecretsKey({})));

describe('sealed secrets', () => {
  it('round-trips, differs every time, and never holds the plain text', () => {
    const sealed = seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(unseal(sealed)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses a value that was tampered with', () => {
    const sealed = seal('JBSWY3DPEHPK3PXP');
    const flipped = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}${sealed.slice(-1)}`;
    expect(() => unseal(flipped)).toThrow();
  });

  it('reads values under the previous key during a rotation, and only with it', () => {
    useSecretsKey(parseSecretsKey({ SECRETS_KEY: OLD }));
    const sealed = seal('secret');
    useSecretsKey(parseSecretsKey({ SECRETS_KEY: NEW, SECRETS_KEY_PREVIOUS: OLD }));
    expect(isSealedWithCurrentKey(sealed)).toBe(false);
    expect(unseal(sealed)).toBe('secret');
    useSecretsKey(parseSecretsKey({ SECRETS_KEY: NEW }));
    expect(() => unseal(sealed)).toThrow(/SECRETS_KEY_PREVIOUS/);
  });

  it('reads a value stored before encryption as it is', () => {
    expect(unseal('JBSWY3DPEHPK3PXP')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('needs SECRETS_KEY in production, of 32 bytes', () => {
    expect(() => parseSecretsKey({ NODE_ENV: 'production' })).toThrow(/SECRETS_KEY is required/);
    expect(() => parseSecretsKey({ SECRETS_KEY: 'short' })).toThrow(/32 bytes/);
    expect(parseSecretsKey({}).development).toBe(true);
  });
});
