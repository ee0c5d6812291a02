import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { Config } from './config/load-config.ts';
import type { Database } from './db/client.ts';
import { seedDemoData } from './db/seed/seed-demo-data.ts';
import { useSecretsKey } from './lib/secret-box.ts';
import { startOutboxWorker } from './modules/outbox/worker.ts';
import { startScheduler } from './modules/scheduler/worker.ts';
import { resealTotpSecrets } from './modules/staff-auth/staff-repository.ts';

export type ServiceOptions = {
  /** Milliseconds between outbox passes (the worker's own by default); false leaves messages queued for the test to deliver. */
  outbox?: number | false | undefined;
  /** Milliseconds between scheduler passes (every minute by default); false for tests that run each pass at a time they choose. */
  scheduler?: number | false | undefined;
};

export type Service = {
  /** Ready, not yet listening; closing it stops the workers and closes the database. */
  app: FastifyInstance;
  /** How to sign in as the demo people, outside production (the demo data is never added there). */
  demoNotes: string[];
};

/**
 * The service as every start runs it (server.ts, the API tests' app, the browser tests' in-process
 * service): the secrets key installed, the database migrated, staff secrets sealed again under the
 * current key, the demo data outside production, then the app with its outbox and scheduler workers.
 */
export async function startService(
  config: Config,
  database: Database,
  { outbox, scheduler }: ServiceOptions = {},
): Promise<Service> {
  useSecretsKey(config.secretsKey);
  const demo = await database.exclusively(async () => {
    await database.migrate();
    await resealTotpSecrets(database.db);
    return config.production ? null : seedDemoData(database.db, { caseload: true });
  });
  const app = await buildApp(config, database);
  if (outbox !== false) startOutboxWorker(app, config, outbox);
  if (scheduler !== false) startScheduler(app, config, scheduler);
  app.addHook('onClose', () => database.close());
  await app.ready();
  return { app, demoNotes: demo?.notes ?? [] };
}
