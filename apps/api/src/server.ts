import { mkdirSync } from 'node:fs';
import { type Config, ConfigError, loadConfig } from './config/load-config.ts';
import { openDatabase } from './db/client.ts';
import { startService } from './start-service.ts';

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
if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
const database = openDatabase(config);
const { app, demoNotes } = await startService(config, database);

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
  ...demoNotes,
];
console.log(`\n${lines.join('\n')}\n`);
