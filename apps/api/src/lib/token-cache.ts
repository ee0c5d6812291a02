import type { ClientChanges } from '../db/client-changes.ts';

/** What a read through a token found: kept only for a client's token, until the token expires. */
export type TokenRead<V> = { value: V; clientId: number | null; expiresAt: Date };

/** `keptAt` is on the monotonic clock, so a change of the wall clock neither shortens nor stretches it. */
type Kept<V> = { value: V; clientId: number; keptAt: number; expiresAt: number };

/** An answer is read again at least this often, whatever the notices say. */
const MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 20_000;

/**
 * Answers read through a client's token (who is calling, their profile, their chat's stamp), kept in
 * memory until a change to that client is noticed (client-changes.ts), the token expires, or a minute
 * passes. Nothing is kept or answered from memory while the feed of changes is down, and a read that
 * a notice arrived during is not kept: it may have read the data before the change.
 */
export function tokenCache<V>(changes: ClientChanges, maxAgeMs = MAX_AGE_MS) {
  const kept = new Map<string, Kept<V>>();
  const tokensOf = new Map<number, Set<string>>();
  changes.subscribe((clientId) => {
    if (clientId === null) {
      kept.clear();
      tokensOf.clear();
      return;
    }
    for (const hash of tokensOf.get(clientId) ?? []) kept.delete(hash);
    tokensOf.delete(clientId);
  });

  const keep = (hash: string, read: TokenRead<V>, clientId: number) => {
    if (kept.size >= MAX_ENTRIES) {
      kept.clear();
      tokensOf.clear();
    }
    kept.set(hash, {
      value: read.value,
      clientId,
      keptAt: performance.now(),
      expiresAt: read.expiresAt.getTime(),
    });
    const hashes = tokensOf.get(clientId);
    if (hashes) hashes.add(hash);
    else tokensOf.set(clientId, new Set([hash]));
  };

  /** The answer for a token hash: from memory while current, else from `load` (null: no such token). */
  return async function read(hash: string, load: () => Promise<TokenRead<V> | null>): Promise<V | null> {
    const found = kept.get(hash);
    const current =
      found && performance.now() - found.keptAt < maxAgeMs && found.expiresAt > Date.now() && changes.live();
    if (current) return found.value;
    if (found) kept.delete(hash);
    const seq = changes.seq();
    const read = await load();
    if (read && read.clientId !== null && changes.live() && changes.seq() === seq)
      keep(hash, read, read.clientId);
    return read?.value ?? null;
  };
}
