import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Service, startService } from './support/service.ts';

const webDist = new URL('../apps/web/dist', import.meta.url).pathname;

type RawAnswer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** The bytes exactly as sent: fetch would decode them. */
function getRaw(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

let service: Service;
let script: string;
beforeAll(async () => {
  service = await startService();
  const page = await getRaw(`${service.baseUrl}/`);
  const src = /<script type="module" crossorigin src="([^"]+)"/.exec(page.body.toString())?.[1];
  if (!src) throw new Error('no module script in the page');
  script = src;
});
afterAll(async () => {
  await service?.stop();
});

describe('compressed static files', () => {
  it('sends the main script brotli-compressed to a browser that accepts br', async () => {
    const answer = await getRaw(`${service.baseUrl}${script}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toBeUndefined();
    const plain = readFileSync(`${webDist}${script}`);
    expect(answer.body.length).toBeLessThan(plain.length / 3);
    expect(brotliDecompressSync(answer.body).equals(plain)).toBe(true);
  });

  it('sends gzip to a client that accepts only gzip', async () => {
    const answer = await getRaw(`${service.baseUrl}${script}`, { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(answer.body).equals(readFileSync(`${webDist}${script}`))).toBe(true);
  });

  it('sends the plain file to a client that accepts no encoding', async () => {
    const answer = await getRaw(`${service.baseUrl}${script}`);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.equals(readFileSync(`${webDist}${script}`))).toBe(true);
  });

  it('compresses the page it fills with the phone number, and sends it plain when asked', async () => {
    const plain = await getRaw(`${service.baseUrl}/register`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('content="0808 157 0192"');
    const br = await getRaw(`${service.baseUrl}/register`, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-security-policy']).toContain("script-src 'self'");
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
  });

  it('compresses an API answer over 1 KB and leaves a small one alone', async () => {
    const articles = await getRaw(`${service.baseUrl}/api/articles`, { 'accept-encoding': 'gzip' });
    expect(articles.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(articles.body).toString())).toBeTruthy();
    const health = await getRaw(`${service.baseUrl}/api/health`, { 'accept-encoding': 'gzip' });
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});
