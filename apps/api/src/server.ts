import { mkdirSync } from 'node:fs';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemoData } from './db/seed/seed-demo-data.ts';
import { useSecretsKey } from './lib/secret-box.ts';
import { startOutboxWorker } from './modules/outbox/worker.ts';
import { resealTotpSecrets } from './modules/staff-auth/staff-repository.ts';

const config = loadConfig();
useSecretsKey(config.secretsKey);
if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
const database = openDatabase(config);
await database.migrate();
await resealTotpSecrets(database.db);
const demo = config.production ? null : await seedDemoData(database.db);

const app = await buildApp(config, database.db);
startOutboxWorker(app, config);
app.addHook('onClose', () => database.close());

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

await app.listen({ port: config.port, host: process.env.HOST ?? '0.0.0.0' });
const lines = [
  `Coaching service running at ${config.publicUrl}`,
  `Database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'}`,
  config.secretsKey.development
    ? 'Secrets key: the fixed development key (set SECRETS_KEY before storing real staff secrets)'
    : 'Secrets key: SECRETS_KEY',
  config.smtpUrl ? 'E-mail: sent over SMTP' : `E-mail: development mailbox at ${config.publicUrl}/dev/mail`,
  ...(demo ? demo.notes : []),
];
console.log(`\n${lines.join('\n')}\n`);
