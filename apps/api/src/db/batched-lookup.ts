import type { Executor } from './client.ts';

type Waiter<Row> = { resolve: (row: Row | undefined) => void; reject: (error: unknown) => void };

/** The lookups waiting for one executor's next query; a line exists while a query is due or running. */
type Line<Key, Row> = { next: Map<Key, Waiter<Row>[]> };

/**
 * Lookups by key share one query (the DataLoader pattern), and each executor has at most one such
 * query running: lookups that arrive while it runs wait for it to end and go together in the next.
 * Under load one round trip answers many requests instead of one each (issue 35); alone, a lookup
 * waits only for the rest of its turn of the event loop. Nothing is kept between queries: a lookup
 * reads the database after it arrived (what is kept longer is lib/token-cache.ts's, told of changes).
 */
export function batchedLookup<Row, Key extends string | number = string>(
  run: (db: Executor, keys: Key[]) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
): (db: Executor, key: Key) => Promise<Row | undefined> {
  const lines = new Map<Executor, Line<Key, Row>>();

  const send = (db: Executor, line: Line<Key, Row>) => {
    const batch = line.next;
    if (batch.size === 0) {
      lines.delete(db);
      return;
    }
    line.next = new Map();
    const sendNext = () => setImmediate(() => send(db, line));
    run(db, [...batch.keys()]).then(
      (rows) => {
        const byKey = new Map(rows.map((row) => [keyOf(row), row]));
        for (const [key, waiters] of batch) for (const waiter of waiters) waiter.resolve(byKey.get(key));
        sendNext();
      },
      (error: unknown) => {
        for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
        sendNext();
      },
    );
  };

  return (db, key) =>
    new Promise((resolve, reject) => {
      let line = lines.get(db);
      if (!line) {
        const created: Line<Key, Row> = { next: new Map() };
        lines.set(db, created);
        setImmediate(() => send(db, created));
        line = created;
      }
      const waiters = line.next.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else line.next.set(key, [{ resolve, reject }]);
    });
}
