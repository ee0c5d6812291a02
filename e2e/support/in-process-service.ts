import { rmSync } from 'node:fs';
import { type Config, loadConfig } from '../../apps/api/src/config/load-config.ts';
import { type Db, newPglite, openPglite } from '../../apps/api/src/db/client.ts';
import { startService } from '../../apps/api/src/start-service.ts';
import { freePort } from '../../test-support/free-port.ts';
import { type Mailbox, startMailbox } from '../../test-support/mailbox.ts';
import { copyDataTemplate, TEST_ENV } from './service.ts';

export type InProcessService = {
  baseUrl: string;
  mailbox: Mailbox;
  db: Db;
  config: Config;
  stop(): Promise<void>;
};

/**
 * The service as server.ts starts it (startService: built web app, API, outbox worker over SMTP to a
 * capture server, scheduler), but inside the test process on its own copy of the run's demo database, for journeys
 * that start from something only the server side does (such as the staff side sending a follow-up
 * link).
 */
export async function startInProcessService(): Promise<InProcessService> {
  const mailbox = await startMailbox();
  const dataDir = copyDataTemplate();
  const database = openPglite(newPglite(dataDir));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    ...TEST_ENV,
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    SMTP_URL: mailbox.url,
  });
  const { app } = await startService(config, database, { outbox: 200 });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    baseUrl,
    mailbox,
    db: database.db,
    config,
    stop: async () => {
      await app.close();
      await mailbox.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
