// vitest setup for the API tests: a second query given to one PostgreSQL connection while its first
// runs (Promise.all on a transaction) fails the test. pg only queues it now, warns once per process
// that this is deprecated, and will refuse it from version 9 (db/read-together.ts is the way).
import pg from 'pg';

type Busy = { _activeQuery: unknown; _queryQueue: unknown[] };
const query = pg.Client.prototype.query;

pg.Client.prototype.query = function (this: pg.Client & Busy, ...args: Parameters<typeof query>) {
  if (this._activeQuery || this._queryQueue.length > 0)
    throw new Error('a second query on one connection while its first runs: read with readTogether');
  return query.apply(this, args);
} as typeof query;
