import { createHash } from 'node:crypto';

export type SecretsKey = {
  /** AES-256 key for secrets kept in the database. */
  current: Buffer;
  /** The key before a rotation, still read until every value is sealed with the current one. */
  previous: Buffer | null;
  development: boolean;
};

export const DEVELOPMENT_KEY = createHash('sha256')
  .update('live-well-coaching development secrets key')
  .digest();

function parseKey(name: string, value: string): Buffer {
  const text = value.trim();
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== 32) throw new Error(`${name} must be 32 bytes, as 64 hex digits or base64`);
  return key;
}

/**
 * SECRETS_KEY (and SECRETS_KEY_PREVIOUS during a rotation). Production refuses to start without
 * one; development and tests use a fixed key, which start-up says.
 */
export function parseSecretsKey(env: NodeJS.ProcessEnv): SecretsKey {
  const previous = env.SECRETS_KEY_PREVIOUS
    ? parseKey('SECRETS_KEY_PREVIOUS', env.SECRETS_KEY_PREVIOUS)
    : null;
  if (env.SECRETS_KEY)
    return { current: parseKey('SECRETS_KEY', env.SECRETS_KEY), previous, development: false };
  if (env.NODE_ENV === 'production') {
    throw new Error('SECRETS_KEY is required in production (32 bytes: openssl rand -hex 32)');
  }
  return { current: DEVELOPMENT_KEY, previous, development: true };
}
