// One step of `npm run bench`'s layer breakdown, in its own process: a `{ok: true}` route behind
// the first STEP global layers of the app (bench/layers.ts). Step 0 is bare Fastify, the floor.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { compressApi, GLOBAL_LAYERS, newServer } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config/load-config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';

const step = Number(process.argv[2]);
const port = Number(process.argv[3]);
const ok = async () => ({ ok: true });

async function layered(): Promise<FastifyInstance> {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'info', NODE_ENV: 'development' });
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: mkdtempSync(join(tmpdir(), 'coaching-layers-')),
    migrationsDir: config.migrationsDir,
  });
  // The embedded database starts in the background: let it finish, or its start-up is measured too.
  await database.db.execute(sql`select 1`);
  const app = newServer(config);
  for (const layer of GLOBAL_LAYERS.slice(0, step - 1)) await layer.add(app, database);
  await app.register(
    async (api) => {
      if (step > GLOBAL_LAYERS.length + 1) await compressApi(api);
      api.get('/bench/bare', { config: { access: 'public' } }, ok);
    },
    { prefix: '/api' },
  );
  return app;
}

const app = step === 0 ? Fastify() : await layered();
if (step === 0) app.get('/api/bench/bare', ok);
await app.listen({ port, host: '127.0.0.1' });
