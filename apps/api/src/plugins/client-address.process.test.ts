import { afterAll, describe, expect, it } from 'vitest';
import { TEST_VAPID_ENV } from '../../../../test-support/vapid-keys.ts';
import { type SpawnedServer, spawnServer, TEST_SECRETS_KEY } from '../test/spawned-server.ts';
import { PER_IP } from './rate-limit.ts';

const servers: SpawnedServer[] = [];
afterAll(() => Promise.all(servers.map((server) => server.stop())));

async function production(env: Record<string, string> = {}) {
  const server = await spawnServer({
    env: { NODE_ENV: 'production', SECRETS_KEY: TEST_SECRETS_KEY, ...TEST_VAPID_ENV, ...env },
  });
  servers.push(server);
  return server;
}

/**
 * One more login request than the per-address limit allows, each from a different claimed address.
 * The limit counts a request before its body is checked, so an empty body is enough and the server
 * answers 400 without hashing a password at production cost (a second and more each, 183 in all).
 */
async function loginStatuses(server: SpawnedServer, forwardedFor: (i: number) => string) {
  const statuses: number[] = [];
  for (let i = 0; i <= PER_IP.login.max; i++) {
    const res = await fetch(`${server.url}/api/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor(i) },
      body: '{}',
    });
    statuses.push(res.status);
  }
  return statuses;
}

const limited = [...Array<number>(PER_IP.login.max).fill(400), 429];

describe('the caller’s address in production', { timeout: 60_000 }, () => {
  it('is the socket address without TRUST_PROXY: a made-up X-Forwarded-For does not escape the limit', async () => {
    const server = await production();
    expect(await loginStatuses(server, (i) => `203.0.113.${i}`)).toEqual(limited);
  });

  it('is the address the trusted proxy saw with TRUST_PROXY naming it, never one the caller wrote before it', async () => {
    const server = await production({ TRUST_PROXY: '127.0.0.1' });
    expect(await loginStatuses(server, (i) => `198.51.100.${i}`)).not.toContain(429);
    expect(await loginStatuses(server, (i) => `203.0.113.${i}, 192.0.2.7`)).toEqual(limited);
  });
});
