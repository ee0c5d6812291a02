import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OPENING_HOURS } from '@coaching/shared/constants';
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
