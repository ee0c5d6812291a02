// npm run bench:web: for the first pages, what Chromium transferred on a first load (compressed, as
// sent) and Lighthouse's mobile scores (default simulated throttling), median of RUNS runs, each in a
// fresh Chromium. Printed, never asserted; issue 36's targets (web-targets.ts) printed as met or not.
import { SIGNED_IN_HINT_COOKIE } from '@coaching/shared/constants';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { logInDemoClient } from '../test-support/log-in-demo-client.ts';
import { startBuiltServer } from './built-server.ts';
import { printMachineLoad } from './machine-load.ts';
import { type Measured, targetLines } from './web-targets.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3918);
const base = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

type Page = { label: string; path: string; loggedIn: boolean };
const PAGES: Page[] = [
  { label: '/ (login)', path: '/', loggedIn: false },
  { label: '/register', path: '/register', loggedIn: false },
  { label: '/ (dashboard, demo client)', path: '/', loggedIn: true },
];

type Run = Measured & { codeKb: number; allKb: number; calledApi: boolean; lost: string[] };
/** A run Lighthouse could not finish (its runtimeError: NO_FCP, PROTOCOL_TIMEOUT, ...) measured nothing. */
type Failed = { failed: string };
const RETRIES = 2;
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
];
type NetworkItem = { url: string; transferSize?: number; resourceType?: string };
type Audits = Record<string, { numericValue?: number } | undefined>;
const numeric = (audits: Audits, id: string) => audits[id]?.numericValue ?? Number.NaN;

/**
 * Puts the token where the web app keeps it, and the cookie it sets beside it at sign-in (which HTML
 * the server sends for /), from a page of the origin that loads no assets.
 */
async function storeToken(debuggingPort: number, token: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  const page = await (browser.contexts()[0] ?? (await browser.newContext())).newPage();
  await page.goto(`${base}/api/health`);
  await page.evaluate((value) => localStorage.setItem('access_token', value), token);
  await page
    .context()
    .addCookies([{ name: SIGNED_IN_HINT_COOKIE, value: '1', url: base, sameSite: 'Strict' }]);
  await page.close();
  await browser.close();
}

async function audit(page: Page, token: string): Promise<Run | Failed> {
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    if (page.loggedIn) await storeToken(chrome.port, token);
    const result = await lighthouse(`${base}${page.path}`, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      // Keeps the stored token; the fresh profile has nothing else cached.
      disableStorageReset: page.loggedIn,
    });
    if (!result) throw new Error(`no Lighthouse result for ${page.label}`);
    const { lhr } = result;
    if (lhr.runtimeError) return { failed: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
    const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)
      ?.items ?? []) as NetworkItem[];
    const kb = (keep: (item: NetworkItem) => boolean) =>
      items.filter(keep).reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024;
    return {
      scores: CATEGORIES.map((c) => Math.round((lhr.categories[c]?.score ?? 0) * 100)),
      fcpMs: numeric(lhr.audits, 'first-contentful-paint'),
      tbtMs: numeric(lhr.audits, 'total-blocking-time'),
      cls: numeric(lhr.audits, 'cumulative-layout-shift'),
      codeKb: kb((item) => item.resourceType === 'Script' || item.resourceType === 'Stylesheet'),
      allKb: kb(() => true),
      calledApi: items.some((item) => item.url.includes('/api/mlw/')),
      lost: lostPoints(lhr),
    };
  } finally {
    chrome.kill();
  }
}

type LongTask = { url?: string; duration?: number };

/**
 * The key timings, the main thread's long tasks (Lighthouse's simulated phone: what blocking time is
 * made of, each named by the file it ran for), then every audit of the three categories that did not
 * pass, as a maintainer reads them.
 */
function lostPoints(lhr: {
  audits: Record<string, { score: number | null; displayValue?: string; title: string; details?: unknown }>;
  categories: Record<string, { auditRefs: { id: string; weight: number }[] }>;
}) {
  const timings = METRICS.map((id) => `${id} ${lhr.audits[id]?.displayValue ?? '?'}`).join(', ');
  const tasks = ((lhr.audits['long-tasks']?.details as { items?: LongTask[] } | undefined)?.items ?? [])
    .map((task) => `${(task.url ?? '?').split('/').pop() || 'the page'} ${Math.round(task.duration ?? 0)} ms`)
    .join(', ');
  const failed = CATEGORIES.flatMap((c) => lhr.categories[c]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && !METRICS.includes(ref.id) && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => `${ref.id} ${lhr.audits[ref.id]?.displayValue ?? ''}`.trim());
  return [timings, `long tasks: ${tasks || 'none'}`, ...new Set(failed)];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

printMachineLoad('before the run');
const server = await startBuiltServer(PORT);
try {
  const token = await logInDemoClient(base);
  console.log(`\nLighthouse mobile, median of ${RUNS} runs; transfer as Chromium received it (compressed)\n`);
  console.log(
    '| page | JS + CSS KB | all KB | performance | accessibility | best practices | performance runs |',
  );
  console.log('|---|---|---|---|---|---|---|');
  const details: string[] = [];
  const targets: string[] = [];
  for (const page of PAGES) {
    const runs: Run[] = [];
    let retries = RETRIES;
    while (runs.length < RUNS) {
      const run = await audit(page, token);
      if (!('failed' in run)) runs.push(run);
      else if (retries-- > 0)
        details.push(`${page.label}: a run Lighthouse could not finish, run again (${run.failed})`);
      else throw new Error(`Lighthouse could not finish ${page.label}: ${run.failed}`);
    }
    if (page.loggedIn && !runs.every((r) => r.calledApi))
      throw new Error('the dashboard run was not logged in');
    const scores = CATEGORIES.map((_, i) => median(runs.map((r) => r.scores[i] ?? 0)));
    const code = median(runs.map((r) => r.codeKb)).toFixed(1);
    const all = median(runs.map((r) => r.allKb)).toFixed(1);
    const perfRuns = runs.map((r) => r.scores[0]).join(', ');
    console.log(`| ${page.label} | ${code} | ${all} | ${scores.join(' | ')} | ${perfRuns} |`);
    details.push(`${page.label}:`, ...runs.map((r, i) => `  run ${i + 1}: ${r.lost.join('; ')}`));
    targets.push(...targetLines(page.label, !page.loggedIn, runs));
  }
  console.log(`\nIssue 36's targets, median of ${RUNS} runs\n`);
  console.log('| page | target | median | |');
  console.log('|---|---|---|---|');
  for (const line of targets) console.log(line);
  console.log('\nTimings, and the weighted audits that lost points, by run\n');
  for (const line of details) console.log(line);
} finally {
  await server.stop();
}
printMachineLoad('after the run');
