import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { DEMO_CLIENT, DEMO_NO_PLAN, DEMO_PASSWORD } from '../db/seed/seed-demo-data.ts';
import { freshDatabase } from './test-database.ts';

export type TestApp = { app: FastifyInstance; db: Db; close(): Promise<void> };

/** The real app on its own seeded database; requests go through app.inject. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await freshDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    ...env,
  });
  const app = await buildApp(config, database.db);
  await app.ready();
  return {
    app,
    db: database.db,
    close: async () => {
      await app.close();
      await database.close();
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
    payload: {
      username: who.email,
      dob: who.dob,
      password,
      grant_type: 'password',
      client_id: 'web',
      provider: 'clients',
      scope: '*',
    },
  });
}

export async function logIn(app: FastifyInstance, who: Person = DEMO_CLIENT, password = DEMO_PASSWORD) {
  const response = await requestToken(app, who, password);
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const token = response.json<{ access_token: string }>().access_token;
  return { authorization: `Bearer ${token}` };
}

export { DEMO_CLIENT, DEMO_NO_PLAN, DEMO_PASSWORD };
