import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_VAPID_ENV } from '../../../test-support/vapid-keys.ts';
import { loadConfig } from './config/load-config.ts';
import { helmetHeaders, securityHeaderOptions } from './plugins/security-headers.ts';
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

/**
 * Every header @fastify/helmet 13.2 sent on each of these answers before the headers were worked out
 * once at start-up: the same set, to the letter, on answers, refusals, errors and public content.
 */
const HEADERS_BEFORE = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';img-src 'self' data:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self';connect-src 'self'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
  'content-type': 'application/json; charset=utf-8',
  connection: 'keep-alive',
};

describe('the whole header set', () => {
  it.each([
    ['/api/health', 200, 'no-store'],
    ['/api/mlw/me', 401, 'no-store'],
    ['/api/articles', 200, 'public, max-age=60'],
    ['/api/no-such', 404, 'no-store'],
  ])('of GET %s is what it was, with nothing added or lost', async (url, status, cacheControl) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    const { date, etag, 'content-length': length, ...headers } = res.headers;
    expect(date).toBeDefined();
    expect(length).toBeDefined();
    // The one addition: the articles list is compressed ahead of time and sent in the encoding asked
    // for, so every answer says it depends on Accept-Encoding (a shared cache must not mix them up).
    const negotiated = url === '/api/articles' ? { vary: 'accept-encoding' } : {};
    expect(headers).toEqual({ ...HEADERS_BEFORE, ...negotiated, 'cache-control': cacheControl });
    if (url === '/api/articles') expect(etag).toMatch(/^W\//);
  });

  it('adds HTTPS-only and upgrade-insecure-requests in production', () => {
    const headers = helmetHeaders(
      securityHeaderOptions(
        loadConfig({
          NODE_ENV: 'production',
          PUBLIC_URL: 'https://coaching.example.org',
          SMTP_URL: 'smtp://localhost:25',
          SECRETS_KEY: 'a'.repeat(64),
          ...TEST_VAPID_ENV,
        }),
      ),
    );
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});
