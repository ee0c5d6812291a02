import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

type Reads<T extends readonly unknown[]> = { [K in keyof T]: () => Promise<T[K]> };

/**
 * Reads that do not depend on each other: side by side on the pool, where each takes a connection of
 * its own, and one after the other in a transaction, whose one connection must not be given a second
 * query while the first runs (pg deprecates it and will refuse it from version 9; the API tests fail on
 * it, test/one-query-at-a-time.ts).
 */
export async function readTogether<T extends readonly unknown[]>(
  db: Executor,
  ...reads: Reads<T>
): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}
