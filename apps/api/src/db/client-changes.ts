import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * The channel on which PostgreSQL names each client whose data changed, from triggers on the tables
 * that kept answers read (migration 0034; docs/decisions.md, Performance). '*' means everyone.
 */
const CLIENT_CHANGES_CHANNEL = 'client_changes';

/** What a process knows of other writers: a cache keeps an answer only while this is live. */
export type ClientChanges = {
  /** True while every change reaches this process. */
  live(): boolean;
  /** Moves on every notice and every loss or return of the feed: a read it moved under may be stale. */
  seq(): number;
  /** Called with the client whose data changed, or null when anything may have. */
  subscribe(listener: (clientId: number | null) => void): void;
};

export type ChangeFeed = ClientChanges & {
  /** A notice's payload as PostgreSQL sent it. */
  notice(payload: string): void;
  setLive(live: boolean): void;
};

export function newChangeFeed(): ChangeFeed {
  let live = false;
  let seq = 0;
  const listeners: ((clientId: number | null) => void)[] = [];
  const changed = (clientId: number | null) => {
    seq++;
    for (const listener of listeners) listener(clientId);
  };
  return {
    live: () => live,
    seq: () => seq,
    subscribe: (listener) => listeners.push(listener),
    notice: (payload) => {
      const clientId = Number(payload);
      changed(Number.isSafeInteger(clientId) && payload !== '' ? clientId : null);
    },
    setLive: (now) => {
      live = now;
      changed(null);
    },
  };
}

/** The embedded database belongs to this process: each change's notice arrives before its query resolves. */
export async function listenToPglite(client: PGlite, feed: ChangeFeed): Promise<void> {
  await client.listen(CLIENT_CHANGES_CHANNEL, (payload) => feed.notice(payload));
  feed.setLive(true);
}

/**
 * Every connection of the pool listens (`onConnect`), because PostgreSQL hands a connection the notice
 * of its own change before the change's answer: this process never reads its own write stale. Other
 * processes' changes reach the connection kept here for them, within milliseconds of their commit;
 * while it is down the feed is not live, and it connects again a second later.
 */
export function listenOnConnection(feed: ChangeFeed) {
  return async (client: pg.ClientBase) => {
    client.on('notification', (message) => feed.notice(message.payload ?? ''));
    await client.query(`LISTEN ${CLIENT_CHANGES_CHANNEL}`);
  };
}

export const LISTENER_NAME = 'coaching client changes';

export function listenToPostgres(url: string, feed: ChangeFeed): { close(): Promise<void> } {
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;
  const listen = listenOnConnection(feed);

  const lost = (client: pg.Client) => {
    if (current !== client) return;
    current = null;
    feed.setLive(false);
    client.end().catch(() => undefined);
    if (!closed) retry = setTimeout(connect, 1000);
  };
  const connect = () => {
    const client = new pg.Client({ connectionString: url, application_name: LISTENER_NAME });
    current = client;
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    client
      .connect()
      .then(() => listen(client))
      .then(
        () => {
          if (current === client) feed.setLive(true);
        },
        () => lost(client),
      );
  };
  connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const client = current;
      current = null;
      feed.setLive(false);
      await client?.end().catch(() => undefined);
    },
  };
}
