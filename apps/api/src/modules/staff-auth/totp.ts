import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** RFC 6238 time-based one-time passwords: HMAC-SHA1, 30 second steps, 6 digits. */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Accept the code of the step before and after the current one, for clock drift (RFC 6238 §5.2). */
export const TOTP_WINDOW_STEPS = 1;
const SECRET_BYTES = 20;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32, without padding. */
export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Accepts lower case, spaces and padding, as people type secrets from a screen. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('not a base32 secret');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

export function newTotpSecret(): string {
  return base32Encode(randomBytes(SECRET_BYTES));
}

export function timeStep(unixSeconds: number, stepSeconds = TOTP_STEP_SECONDS): number {
  return Math.floor(unixSeconds / stepSeconds);
}

/** RFC 4226 HOTP with dynamic truncation; TOTP is HOTP over the time step. */
export function hotp(key: Buffer, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

export function totpAt(
  secret: string,
  unixSeconds: number,
  digits = TOTP_DIGITS,
  stepSeconds = TOTP_STEP_SECONDS,
): string {
  return hotp(base32Decode(secret), timeStep(unixSeconds, stepSeconds), digits);
}

/** Compares in constant time, so response timing does not reveal how many digits were right. */
function sameCode(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The time step the code belongs to, within the drift window, or null when it matches none. */
export function matchTotp(
  secret: string,
  code: string,
  unixSeconds = Date.now() / 1000,
  stepSeconds = TOTP_STEP_SECONDS,
): number | null {
  const key = base32Decode(secret);
  const now = timeStep(unixSeconds, stepSeconds);
  for (let drift = -TOTP_WINDOW_STEPS; drift <= TOTP_WINDOW_STEPS; drift++) {
    if (sameCode(hotp(key, now + drift), code)) return now + drift;
  }
  return null;
}

/** The otpauth:// URI an authenticator app reads (Key Uri Format). */
export function otpauthUri(
  secret: string,
  account: string,
  issuer: string,
  stepSeconds = TOTP_STEP_SECONDS,
): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(stepSeconds),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
