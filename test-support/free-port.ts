import { createServer } from 'node:net';

// Below Linux's ephemeral range (32768-60999), from which the port 0 trick picks: a port taken from
// there could become the source port of an outgoing connection (to PostgreSQL, from the browser)
// before the test's server listened on it (EADDRINUSE, seen once in a full run).
const FIRST = 20_000;
const COUNT = 12_000;

const bindable = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/** A TCP port free on loopback right now, for a server a test starts. */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = FIRST + Math.floor(Math.random() * COUNT);
    if (await bindable(port)) return port;
  }
}
