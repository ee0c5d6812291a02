import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('security headers', () => {
  it.each([
    ['an answer', '/api/health', 200],
    ['an error', '/api/no-such-route', 404],
    ['a refusal', '/api/mlw/me', 401],
  ])('go out on %s, on every request', async (_what, url, status) => {
    for (let request = 0; request < 2; request++) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(status);
      expect(res.headers).toMatchObject({
        'content-security-policy': expect.stringContaining("default-src 'self'"),
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'referrer-policy': 'no-referrer',
        'cross-origin-resource-policy': 'same-origin',
      });
      expect(res.headers['content-security-policy']).toContain("img-src 'self' data:");
      expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
      // HTTPS only in production: on a developer's http://localhost it would lock the browser out.
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });
});
