import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, logIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let headers: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  headers = await logIn(t.app);
});
afterAll(() => t.close());

describe('articles', () => {
  it('GET /api/articles answers public articles, newest first, with unix published_at', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/articles' });
    expect(res.statusCode).toBe(200);
    const articles = res.json().data;
    expect(articles.length).toBeGreaterThanOrEqual(12);
    expect(articles[0]).toEqual({
      id: expect.any(Number),
      title: expect.any(String),
      intro: expect.any(String),
      image: expect.stringMatching(/^\/images\//),
      url: expect.stringMatching(/^https:\/\//),
      published_at: expect.any(Number),
    });
    const times = articles.map((a: { published_at: number }) => a.published_at);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(times[0]).toBeLessThan(Date.now() / 1000);
  });

  it('GET /api/articles answers 304 with no body to the ETag it gave', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/articles' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/articles',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/articles',
      headers: { 'if-none-match': 'W/"a-old"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(first.json());
  });

  it('GET /api/articles answers in the encoding the browser accepts, the same list in each', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/articles' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const inEncoding = async (accepted: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/articles',
        headers: { 'accept-encoding': accepted },
      });
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      return res;
    };
    const br = await inEncoding('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await inEncoding('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    const mlw = await t.app.inject({
      method: 'GET',
      url: '/api/mlw/articles',
      headers: { ...headers, 'accept-encoding': 'br' },
    });
    expect(brotliDecompressSync(mlw.rawPayload).toString()).toBe(plain.body);
  });

  it('GET /api/mlw/articles needs a token and answers the same list privately', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/mlw/articles' })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'GET', url: '/api/mlw/articles', headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('private');
    expect(res.json().data.length).toBeGreaterThanOrEqual(12);
  });
});

describe('health, documentation and unknown routes', () => {
  it('GET /api/health answers ok while the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('serves the OpenAPI description outside production', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty('/api/oauth/token');
  });

  it('answers an unknown API route with 404 JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain('No such route');
  });

  it('sets security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('shows queued e-mails in the development mailbox', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Development mailbox');
  });
});
