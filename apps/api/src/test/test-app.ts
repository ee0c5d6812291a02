import type { FastifyInstance } from 'fastify';
import { clientGrant } from '../../../../test-support/log-in-demo-client.ts';
import { loadConfig } from '../config/load-config.ts';
import { parseSecretsKey } from '../config/secrets-key.ts';
import type { Db } from '../db/client.ts';
import { DEMO_CLIENT, DEMO_NO_PLAN, DEMO_PASSWORD } from '../db/seed/seed-demo-data.ts';
import { useSecretsKey } from '../lib/secret-box.ts';
import { startService } from '../start-service.ts';
import { freshDatabase } from './test-database.ts';

export type TestApp = { app: FastifyInstance; db: Db; close(): Promise<void> };

/**
 * The service as server.ts starts it, on its own seeded database; requests go through app.inject.
 * Its workers are off: a test delivers the outbox (`deliverDue`) and runs the scheduler at the
 * times it chooses, and finds queued messages still queued.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await freshDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    ...env,
  });
  const { app } = await startService(config, database, { outbox: false, scheduler: false });
  return {
    app,
    db: database.db,
    close: async () => {
      await app.close();
      // The key is process-wide and test files share a worker: the next file starts from the default.
      useSecretsKey(parseSecretsKey({}));
    },
  };
}

type Person = { email: string; dob: string };

/** The client login call as the web app makes it, from `remoteAddress`; the answer as it comes. */
export function requestToken(
  app: FastifyInstance,
  who: Person,
  password: string,
  remoteAddress = '127.0.0.1',
) {
  return app.inject({
    method: 'POST',
    url: '/api/oauth/token',
    remoteAddress,
    payload: clientGrant(who, password),
  });
}

export async function logIn(app: FastifyInstance, who: Person = DEMO_CLIENT, password = DEMO_PASSWORD) {
  const response = await requestToken(app, who, password);
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const token = response.json<{ access_token: string }>().access_token;
  return { authorization: `Bearer ${token}` };
}

export { DEMO_CLIENT, DEMO_NO_PLAN, DEMO_PASSWORD };
