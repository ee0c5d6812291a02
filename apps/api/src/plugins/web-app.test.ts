import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { OPENING_HOURS, SIGNED_IN_FRAME_FILE, SIGNED_IN_HINT_COOKIE } from '@coaching/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// A small web build of its own, so the test does not depend on `npm run build` having run.
const webDist = mkdtempSync(join(tmpdir(), 'coaching-web-app-'));
writeFileSync(join(webDist, 'index.html'), '<meta name="service-phone" content="__SERVICE_PHONE__">');
writeFileSync(
  join(webDist, 'offline.html'),
  '<a href="tel:__SERVICE_PHONE_TEL__">__SERVICE_PHONE__</a> (__OPENING_HOURS__)',
);
writeFileSync(join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
mkdirSync(join(webDist, 'prerendered', 'eligibility'), { recursive: true });
writeFileSync(join(webDist, 'prerendered', 'index.html'), '<h1>Sign in</h1>');
writeFileSync(join(webDist, SIGNED_IN_FRAME_FILE), '<h1>Next steps</h1> __SERVICE_PHONE__');
writeFileSync(
  join(webDist, 'prerendered', 'eligibility', 'too-young.html'),
  '<h1>Too young</h1> __SERVICE_PHONE__',
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR: webDist, SERVICE_PHONE: '01305 123 456' });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('the installable app’s files (issue 32)', () => {
  it('sends the offline page with the service phone number and opening hours filled in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/offline.html' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toBe(`<a href="tel:01305123456">01305 123 456</a> (${OPENING_HOURS})`);
  });

  it('sends the service worker uncached, so a new version is found at once', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('prerendered public pages (issue 36)', () => {
  const get = (url: string, encoding = 'br') =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });

  it('sends each page’s own HTML for its path, filled in, compressed and cached as index.html is', async () => {
    const [drawn, index] = await Promise.all([get('/eligibility/too-young'), get('/staff')]);
    expect(drawn.statusCode).toBe(200);
    expect(drawn.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(drawn.rawPayload).toString()).toBe('<h1>Too young</h1> 01305 123 456');
    for (const header of ['content-type', 'cache-control', 'vary'])
      expect(drawn.headers[header]).toBe(index.headers[header]);
    expect((await get('/', 'identity')).body).toBe('<h1>Sign in</h1>');
  });

  it('sends index.html for other pages, and for a prerendered path with a query string', async () => {
    const index = '<meta name="service-phone" content="01305 123 456">';
    expect((await get('/register', 'identity')).body).toBe(index);
    expect((await get('/?returnTo=%2Fplan', 'identity')).body).toBe(index);
  });

  it('does not send the unfilled files themselves', async () => {
    for (const file of ['/prerendered/index.html', `/${SIGNED_IN_FRAME_FILE}`])
      expect((await get(file, 'identity')).statusCode, file).toBe(404);
  });

  it('sends / as the signed-in frame only to a browser whose app says a client is signed in', async () => {
    const home = (cookie: string) =>
      t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'identity', cookie } });
    const framed = await home(`theme=dark; ${SIGNED_IN_HINT_COOKIE}=1`);
    expect(framed.body).toBe('<h1>Next steps</h1> 01305 123 456');
    expect(framed.headers.vary).toBe('accept-encoding, cookie');
    for (const cookie of ['', `${SIGNED_IN_HINT_COOKIE}=`, `not_${SIGNED_IN_HINT_COOKIE}=1`]) {
      const res = await home(cookie);
      expect(res.body, cookie).toBe('<h1>Sign in</h1>');
      expect(res.headers.vary).toBe('accept-encoding, cookie');
    }
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: '/register',
      headers: { 'accept-encoding': 'identity', cookie: `${SIGNED_IN_HINT_COOKIE}=1` },
    });
    expect(elsewhere.body).toBe('<meta name="service-phone" content="01305 123 456">');
  });
});
