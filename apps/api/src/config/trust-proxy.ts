import { isIP } from 'node:net';

/** Fastify's trustProxy: false (the socket address is the caller) or the proxies to believe. */
export type TrustProxy = false | string[];

/** Names proxy-addr understands for whole address ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isAddressOrRange = (entry: string) => {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
};

/**
 * TRUST_PROXY: unset trusts no proxy; `10.0.0.5,10.1.0.0/16` (or loopback, linklocal, uniquelocal)
 * trusts X-Forwarded-For only when those addresses hand the request on. There is neither "trust
 * every proxy" (any caller could then choose its own address and escape the per-address limits)
 * nor a hop count (Fastify 5.12 ignores hop counts: it cannot tell a proxy from a direct caller).
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '') return false;
  const entries = text.split(',').map((entry) => entry.trim());
  if (entries.every(isAddressOrRange)) return entries;
  throw new Error(
    `TRUST_PROXY must be a comma-separated list of proxy addresses or ranges (10.0.0.5, 10.1.0.0/16, loopback), not "${text}"`,
  );
}
