import type { Executor } from './client.ts';

type Waiter<Row> = { resolve: (row: Row | undefined) => void; reject: (error: unknown) => void };

/**
 * Lookups by key that arrive in the same turn of the event loop share one query (the DataLoader
 * pattern): under load one round trip answers many requests instead of one each. Nothing is kept
 * between turns, so every request still reads the database after it arrived.
 */
export function batchedLookup<Row, Key extends string | number = string>(
  run: (db: Executor, keys: Key[]) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
): (db: Executor, key: Key) => Promise<Row | undefined> {
  const open = new Map<Executor, Map<Key, Waiter<Row>[]>>();

  const flush = (db: Executor, batch: Map<Key, Waiter<Row>[]>) => {
    open.delete(db);
    run(db, [...batch.keys()]).then(
      (rows) => {
        const byKey = new Map(rows.map((row) => [keyOf(row), row]));
        for (const [key, waiters] of batch) for (const waiter of waiters) waiter.resolve(byKey.get(key));
      },
      (error: unknown) => {
        for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
      },
    );
  };

  return (db, key) =>
    new Promise((resolve, reject) => {
      let batch = open.get(db);
      if (!batch) {
        const created = new Map<Key, Waiter<Row>[]>();
        open.set(db, created);
        setImmediate(() => flush(db, created));
        batch = created;
      }
      const waiters = batch.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else batch.set(key, [{ resolve, reject }]);
    });
}
