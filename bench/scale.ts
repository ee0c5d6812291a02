// npm run bench:scale: latency of the coach's working calls over a large database (PostgreSQL from
// DATABASE_URL, which it fills: use a database of its own). BENCH_CLIENTS (default 1,000,000) clients,
// BENCH_MESSAGES_PER_CLIENT (default 10) messages each, sessions and actions, generated in SQL; then
// p50/p99 under load for each call, beside the same on BENCH_SMALL_CLIENTS (default 1,000).
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openPostgres } from '../apps/api/src/db/client.ts';
import {
  DEMO_CLIENT,
  DEMO_PASSWORD,
  DEMO_STAFF,
  DEMO_STAFF_TOTP,
  seedDemoData,
} from '../apps/api/src/db/seed/seed-demo-data.ts';
import { totpAt } from '../apps/api/src/modules/staff-auth/totp.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('bench:scale needs DATABASE_URL (a database it may fill)');
const BIG = Number(process.env.BENCH_CLIENTS ?? 1_000_000);
const SMALL = Number(process.env.BENCH_SMALL_CLIENTS ?? 1_000);
const PER_CLIENT = Number(process.env.BENCH_MESSAGES_PER_CLIENT ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const COACHES = 20;
const CASELOAD = 80;

function databaseUrl(name: string): string {
  const parsed = new URL(url as string);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function recreate(name: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
}

/** Demo data, then `clients` generated clients: 20 coaches with 80 active clients each, the rest closed or in the pool's past. */
async function fill(name: string, clients: number) {
  await recreate(name);
  const database = openPostgres(databaseUrl(name));
  await database.migrate();
  await seedDemoData(database.db);
  const db = database.db;
  await db.execute(sql`insert into staff (email, name, role, password_hash, totp_enabled)
    select 'bench.coach' || g || '@example.com', 'Bench Coach ' || g, 'coach', 'x', true from generate_series(1, ${COACHES - 1}) g`);
  const started = Date.now();
  await db.execute(sql`insert into clients (first_name, last_name, email, dob, postcode, phone_number, completed_calls, assessment_count, coach_id, closed_at, created_at)
    select 'First' || g, 'Surname' || (g % 50000), 'bench' || g || '@example.com',
      date '1950-01-01' + (g % 18000), 'DT' || (g % 9 + 1) || ' ' || (g % 10) || 'AB',
      '07' || lpad((g % 1000000000)::text, 9, '0'), 1, 1,
      case when g <= ${COACHES * CASELOAD} then (select id from staff order by id limit 1 offset (g % ${COACHES})) end,
      case when g > ${COACHES * CASELOAD} then now() - interval '1 day' * (g % 700) end,
      now() - interval '1 day' * (g % 900)
    from generate_series(1, ${clients}) g`);
  await db.execute(sql`insert into plans (client_id, service_level)
    select id, 2 from clients where email like 'bench%'`);
  await db.execute(sql`insert into messages (client_id, plan_id, is_coach, message, sent)
    select p.client_id, p.id, (s % 2 = 0), 'Message ' || s, now() - interval '1 hour' * (s * 7 + p.client_id % 24)
    from plans p cross join generate_series(1, ${PER_CLIENT}) s
    where p.client_id in (select id from clients where email like 'bench%')`);
  await db.execute(sql`insert into sessions (client_id, coach_id, type, due_date, time, status)
    select c.id, c.coach_id, 'coaching', current_date + (s * 7 - 14), (array['morning','lunch','afternoon','evening'])[s % 4 + 1],
      case when s < 2 then 'complete' else 'due' end
    from clients c cross join generate_series(0, 3) s where c.email like 'bench%'`);
  await db.execute(sql`insert into actions (client_id, title, description, due_date)
    select c.id, 'Walk', 'Walk 20 minutes', current_date + (c.id % 20 - 10) from clients c where c.email like 'bench%'`);
  await db.execute(sql`analyze`);
  console.log(
    `${name}: ${clients.toLocaleString('en-GB')} clients filled in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  return database;
}

async function tokens(app: FastifyInstance) {
  const client = await app.inject({
    method: 'POST',
    url: '/api/oauth/token',
    payload: {
      username: DEMO_CLIENT.email,
      dob: DEMO_CLIENT.dob,
      password: DEMO_PASSWORD,
      grant_type: 'password',
      client_id: 'web',
      provider: 'clients',
      scope: '*',
    },
  });
  const staff = await app.inject({
    method: 'POST',
    url: '/api/staff/login',
    payload: {
      email: DEMO_STAFF.coach,
      password: DEMO_PASSWORD,
      totp: totpAt(DEMO_STAFF_TOTP.coach, Date.now() / 1000),
    },
  });
  return {
    client: { authorization: `Bearer ${client.json().access_token}` },
    coach: { authorization: `Bearer ${staff.json().access_token}` },
  };
}

const CALLS: [string, string, 'client' | 'coach'][] = [
  ['mlw/me', '/api/mlw/me', 'client'],
  ['mlw/messages', '/api/mlw/messages', 'client'],
  ['mlw/sessions', '/api/mlw/sessions', 'client'],
  ['staff my day', '/api/staff/my-day', 'coach'],
  ['search by surname', '/api/staff/clients?search=Demo', 'coach'],
  ['search by phone', '/api/staff/clients?search=07700%20900123', 'coach'],
  ['search by postcode', '/api/staff/clients?search=DT1%201XJ', 'coach'],
  ['insight', '/api/staff/insight', 'coach'],
];

async function measure(name: string, clients: number) {
  const database = await fill(name, clients);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost',
    DATABASE_URL: databaseUrl(name),
  });
  const app = await buildApp(config, database.db);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const who = await tokens(app);
  const results = new Map<string, { p50: number; p99: number; non2xx: number }>();
  for (const [label, path, as] of CALLS) {
    const r = await autocannon({
      url: `${base}${path}`,
      headers: who[as],
      connections: 10,
      duration: SECONDS,
    });
    results.set(label, { p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx });
  }
  await app.close();
  await database.close();
  return results;
}

const small = await measure('coaching_bench_small', SMALL);
const big = await measure('coaching_bench_big', BIG);
console.log(
  `\n| call | p50 / p99 ms at ${SMALL.toLocaleString('en-GB')} | p50 / p99 ms at ${BIG.toLocaleString('en-GB')} | p99 ratio |`,
);
console.log('|---|---|---|---|');
for (const [label] of CALLS) {
  const s = small.get(label);
  const b = big.get(label);
  if (!s || !b) continue;
  const errors = s.non2xx + b.non2xx ? ` (${s.non2xx + b.non2xx} non-2xx)` : '';
  console.log(
    `| ${label}${errors} | ${s.p50} / ${s.p99} | ${b.p50} / ${b.p99} | ${(b.p99 / Math.max(s.p99, 1)).toFixed(2)} |`,
  );
}
