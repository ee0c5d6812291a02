import { readdirSync, readFileSync, statSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const dist = new URL('../apps/web/dist/', import.meta.url);
const BUDGET_KB = 120;
/** Response headers Chromium counts for each script or style sheet (about 300 bytes measured). */
const HEADER_BYTES = 400;

/** The files a page loads before it can show anything: the entry's and the route chunk's static imports. */
function firstLoad(routeChunk: RegExp): string[] {
  const html = readFileSync(new URL('index.html', dist), 'utf8');
  const entry = /<script type="module" crossorigin src="\/(assets\/[^"]+)"/.exec(html)?.[1];
  const styles = [...html.matchAll(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+)"/g)].map(
    (m) => m[1],
  );
  const chunk = new RegExp(`^${routeChunk.source}-[\\w-]{8}\\.js$`);
  const route = readdirSync(new URL('assets', dist)).find((file) => chunk.test(file));
  expect(entry && route, `entry and ${routeChunk.source} chunk found`).toBeTruthy();
  const seen = new Set<string>(styles.filter((s): s is string => Boolean(s)));
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, name] of readFileSync(new URL(file, dist), 'utf8').matchAll(/from"\.\/([\w-]+\.js)"/g))
      visit(`assets/${name}`);
  };
  visit(entry as string);
  visit(`assets/${route}`);
  return [...seen];
}

const brotliKb = (files: string[]) =>
  files.reduce((sum, file) => sum + statSync(new URL(`${file}.br`, dist)).size + HEADER_BYTES, 0) / 1024;

describe('the first load of the logged-out pages (issue: at most 120 KB as sent)', () => {
  it('keeps / (the login form, without react-hook-form) within budget', () => {
    expect(brotliKb(firstLoad(/login-page/))).toBeLessThanOrEqual(BUDGET_KB);
  });

  it('keeps /register within budget', () => {
    expect(brotliKb(firstLoad(/register-page/))).toBeLessThanOrEqual(BUDGET_KB);
  });
});

describe('pages with nothing to validate', () => {
  // zod's core is about 24 KB as sent. A wording or a label imported from a schema module brought it,
  // and every schema, into the client's home page and the coach's.
  const validation = (files: string[]) =>
    files.filter(
      (file) => file.endsWith('.js') && readFileSync(new URL(file, dist), 'utf8').includes('$ZodType'),
    );

  it.each([
    ['the client’s home page', /dashboard-page/],
    ['My day, the coach’s home page', /my-day-page/],
    ['the reset confirmations', /confirmation-pages/],
    ['“you already have an account”', /email-exists-page/],
  ])('loads no validation code for %s', (_page, chunk) => {
    expect(validation(firstLoad(chunk))).toEqual([]);
  });
});

describe('the first pages start without Intl (issue 36)', () => {
  // A browser's first Intl call loads its locale and time-zone data: 45-70 ms here, four times that on a
  // slow phone, all of it before the page answers. London dates, day names and the order of dates come
  // from shared rules.
  const callsIntl = (files: string[]) =>
    files.filter(
      (file) =>
        file.endsWith('.js') &&
        /\bIntl\.|toLocale\w*String|localeCompare/.test(readFileSync(new URL(file, dist), 'utf8')),
    );

  it.each([
    ['the sign-in page', /login-page/],
    ['the registration page', /register-page/],
    ['the client’s home page', /dashboard-page/],
  ])('loads no code that calls Intl for %s', (_page, chunk) => {
    expect(callsIntl(firstLoad(chunk))).toEqual([]);
  });
});

describe('the framework compiles while it downloads (issue 36)', () => {
  // V8 reads its explicit compile hint only from a file's first line: lost, each React function is
  // compiled on the main thread when first called, doubling the work of drawing the first page.
  const HINT = '//# allFunctionsCalledOnLoad\n';
  const framework = readdirSync(new URL('assets', dist)).filter((file) =>
    /^framework-[\w-]{8}\.js$/.test(file),
  );

  it('starts the framework chunk, as built and as sent, with the hint', () => {
    expect(framework).toHaveLength(1);
    const file = new URL(`assets/${framework[0]}`, dist);
    expect(readFileSync(file, 'utf8').startsWith(HINT)).toBe(true);
    expect(
      brotliDecompressSync(readFileSync(new URL(`${file.href}.br`)))
        .toString()
        .startsWith(HINT),
    ).toBe(true);
    expect(
      gunzipSync(readFileSync(new URL(`${file.href}.gz`)))
        .toString()
        .startsWith(HINT),
    ).toBe(true);
  });

  it('gives it to no other chunk', () => {
    const hinted = readdirSync(new URL('assets', dist)).filter(
      (file) =>
        file.endsWith('.js') && readFileSync(new URL(`assets/${file}`, dist), 'utf8').startsWith(HINT),
    );
    expect(hinted).toEqual(framework);
  });
});
