import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_VAPID_ENV } from '../../../../../test-support/vapid-keys.ts';
import { DEVELOPMENT_KEY } from '../../config/secrets-key.ts';
import { TEST_SECRETS_KEY } from '../../test/spawned-server.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // Production requires a way to send e-mail; nothing is sent in these tests.
  t = await createTestApp({
    NODE_ENV: 'production',
    SMTP_URL: 'smtp://127.0.0.1:9',
    SECRETS_KEY: TEST_SECRETS_KEY,
    // The test database's staff secrets are sealed with the development key; start-up seals them again.
    SECRETS_KEY_PREVIOUS: DEVELOPMENT_KEY.toString('hex'),
    ...TEST_VAPID_ENV,
  });
});
afterAll(() => t.close());

describe('in production', () => {
  it('has no development mailbox and no API docs', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/dev/mail.json' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/dev/mail' })).body).not.toContain(
      'Development mailbox',
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(404);
    const run = { method: 'POST', url: '/dev/scheduler/run', payload: { at: '2030-01-01T09:00' } } as const;
    expect((await t.app.inject(run)).statusCode).toBe(404);
  });
});
