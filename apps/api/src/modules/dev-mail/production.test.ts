import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ NODE_ENV: 'production' });
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
