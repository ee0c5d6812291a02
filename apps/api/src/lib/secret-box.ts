import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { parseSecretsKey, type SecretsKey } from '../config/secrets-key.ts';

const PREFIX = 'v1';

// Process-wide, because drizzle encodes the column without access to the app's config. Until
// start-up installs SECRETS_KEY it is the development key, which is what seeds and tests use.
let keys: SecretsKey = parseSecretsKey({});

export function useSecretsKey(key: SecretsKey): void {
  keys = key;
}

const idOf = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8);

/** AES-256-GCM under the current key: `v1.<key id>.<iv, tag and ciphertext in base64url>`. */
export function seal(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys.current, iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [
    PREFIX,
    idOf(keys.current),
    Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url'),
  ].join('.');
}

export const isSealedWithCurrentKey = (stored: string) =>
  stored.startsWith(`${PREFIX}.${idOf(keys.current)}.`);

/** The plain value; a value stored before encryption was introduced is read as it is. */
export function unseal(stored: string): string {
  const [prefix, keyId, data] = stored.split('.');
  if (prefix !== PREFIX || !keyId || !data) return stored;
  const key = [keys.current, keys.previous].find((k) => k && idOf(k) === keyId);
  if (!key)
    throw new Error(
      'A stored secret was sealed with a key that is neither SECRETS_KEY nor SECRETS_KEY_PREVIOUS',
    );
  const bytes = Buffer.from(data, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}
