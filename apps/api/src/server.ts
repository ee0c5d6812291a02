import { mkdirSync } from 'node:fs';
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemoData } from './db/seed/seed-demo-data.ts';
import { useSecretsKey } from './lib/secret-box.ts';
import { startOutboxWorker } from './modules/outbox/worker.ts';
import { startScheduler } from './modules/scheduler/worker.ts';
import { resealTotpSecrets } from './modules/staff-auth/staff-repository.ts';

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const config = configOrExit();
useSecretsKey(config.secretsKey);
if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
const database = openDatabase(config);
const demo = await database.exclusively(async () => {
  await database.migrate();
  await resealTotpSecrets(database.db);
  return config.production ? null : seedDemoData(database.db, { caseload: true });
});

const app = await buildApp(config, database.db);
startOutboxWorker(app, config);
startScheduler(app, config);
app.addHook('onClose', () => database.close());

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

await app.listen({ port: config.port, host: config.host });
const lines = [
  `Coaching service running at ${config.publicUrl}`,
  `Database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'}`,
  config.secretsKey.development
    ? 'Secrets key: the fixed development key (set SECRETS_KEY before storing real staff secrets)'
    : 'Secrets key: SECRETS_KEY',
  ...(config.vapid.generated
    ? [
        'Web push: keys made for this run; subscriptions stop working when it stops. To keep them, set',
        `  VAPID_PUBLIC_KEY=${config.vapid.publicKey}`,
        `  VAPID_PRIVATE_KEY=${config.vapid.privateKey}`,
      ]
    : []),
  config.smtpUrl || config.production
    ? 'E-mail: sent over SMTP'
    : `E-mail: development mailbox at ${config.publicUrl}/dev/mail`,
  ...(demo ? demo.notes : []),
];
console.log(`\n${lines.join('\n')}\n`);
