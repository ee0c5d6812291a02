import { randomInt } from 'node:crypto';
import { STAFF_RECOVERY_CODE_COUNT } from '@coaching/shared/constants';
import { sha256 } from '../../lib/secrets.ts';

// No 0/o, 1/l/i: the codes are read off paper and typed by hand.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function randomChunk(length: number): string {
  return Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** Ten single-use codes (about 49 random bits each), shown once; only their hashes are kept. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from(
    { length: STAFF_RECOVERY_CODE_COUNT },
    () => `${randomChunk(5)}-${randomChunk(5)}`,
  );
  return { codes, hashes: codes.map(hashRecoveryCode) };
}

export function hashRecoveryCode(code: string): string {
  return sha256(code.trim().toLowerCase());
}
