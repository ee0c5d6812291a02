import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { newClientPayload } from '../test/registration-test-data.ts';
import { type SpawnedServer, spawnServer } from '../test/spawned-server.ts';
import { freshDatabase } from '../test/test-database.ts';

const servers: SpawnedServer[] = [];
afterAll(() => Promise.all(servers.map((server) => server.stop())));

/** The text of the newest e-mail to an address, quoted-printable undone, once it has arrived. */
async function mailTo(server: SpawnedServer, email: string, after = 0): Promise<string> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const mails = server.smtp.mails.slice(after).filter((m) => m.to.includes(email));
    const raw = mails.at(-1)?.raw;
    if (raw)
      return raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no e-mail to ${email}`);
}

const linkIn = (text: string, path: string) => {
  const found = text.match(new RegExp(`https://coaching\\.example\\.org/${path}\\?[^\\s"<>]+`));
  if (!found) throw new Error(`no ${path} link in:\n${text}`);
  return new URL(found[0]);
};

async function call(server: SpawnedServer, method: string, path: string, body?: unknown, token?: string) {
  return fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Registration, password creation, a reset, a follow-up link, a message and a login, as people use them. */
async function driveTheService(server: SpawnedServer) {
  const client = newClientPayload({ dob: '1979-11-23' });
  const password = 'first-Password-42';
  const newPassword = 'second-Password-42';
  const secrets: string[] = [client.email, client.dob, client.phone_number, password, newPassword];

  expect((await call(server, 'POST', '/api/register/newclient', { client })).status).toBe(200);
  const creation = linkIn(await mailTo(server, client.email), 'password-creation');
  const hash = creation.searchParams.get('hash') ?? '';
  const id = creation.searchParams.get('id') ?? '';
  secrets.push(hash);
  const created = await call(server, 'POST', `/api/clients/register/${hash}/${id}`, {
    hash,
    client_id: Number(id),
    password,
    password_confirmation: password,
  });
  expect(created.status).toBe(200);

  const mailsBefore = server.smtp.mails.length;
  expect(
    (await call(server, 'POST', '/api/clients/forgotpassword', { email: client.email, dob: client.dob }))
      .status,
  ).toBe(200);
  const token =
    linkIn(await mailTo(server, client.email, mailsBefore), 'reset-password').searchParams.get('t') ?? '';
  secrets.push(token);
  const reset = await call(server, 'POST', `/api/clients/resetpassword/${token}`, {
    email: client.email,
    dob: client.dob,
    password: newPassword,
    password_confirmation: newPassword,
    token,
  });
  expect(reset.status).toBe(200);

  const followUp = 'FollowUpSecret0123456789abcdefghij';
  secrets.push(followUp);
  expect((await call(server, 'GET', `/api/public-assessment/${followUp}`)).status).toBeLessThan(500);

  const login = await call(server, 'POST', '/api/oauth/token', {
    username: client.email,
    dob: client.dob,
    password: newPassword,
    grant_type: 'password',
    client_id: 'web',
    provider: 'clients',
    scope: '*',
  });
  const { access_token: accessToken } = (await login.json()) as { access_token: string };
  secrets.push(accessToken);
  const help = 'My blood pressure readings have been worrying me';
  secrets.push(help);
  expect((await call(server, 'POST', '/api/interaction/help', { message: help }, accessToken)).status).toBe(
    200,
  );
  return { secrets, accessToken };
}

describe('the logs', { timeout: 240_000 }, () => {
  it('carry route patterns and request ids, never personal data, secrets or tokens', async () => {
    const server = await spawnServer();
    servers.push(server);
    const { secrets } = await driveTheService(server);
    const output = server.output();
    expect(output).toContain('"route":"/api/clients/register/:hash/:client_id"');
    for (const secret of secrets) expect(output, secret).not.toContain(secret);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'say what class of error a database outage caused, not its SQL; writes answer 503 with Retry-After',
    async () => {
      const database = await freshDatabase();
      const url = new URL(process.env.TEST_DATABASE_URL ?? '');
      const [row] = await queryRows<{ name: string }>(database.db, sql`select current_database() as name`);
      const name = row?.name ?? '';
      url.pathname = `/${name}`;
      const server = await spawnServer({ env: { DATABASE_URL: url.toString() } });
      servers.push(server);
      const { secrets, accessToken } = await driveTheService(server);
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`alter database ${name} with allow_connections false`);
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
      const message = 'Please call me about my alcohol units this week';
      secrets.push(message);
      const during = await call(server, 'POST', '/api/interaction/help', { message }, accessToken);
      const health = await call(server, 'GET', '/api/health');
      await admin.query(`alter database ${name} with allow_connections true`);
      await admin.end();
      await server.stop();
      await database.close();
      const output = server.output();
      expect(
        during.status,
        output
          .split('\n')
          .filter((l) => l.includes('request failed'))
          .join('\n'),
      ).toBe(503);
      expect(during.headers.get('retry-after')).toBe('30');
      expect(health.status).toBe(503);
      expect(output).toContain('"errorClass"');
      for (const secret of secrets) expect(output, secret).not.toContain(secret);
    },
  );
});
