import { type AxeResults, source as axeSource } from 'axe-core';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { expect } from 'vitest';

const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_FLAGS,
  });
}

/**
 * Chromium with a profile on disk, as a person's browser is: an incognito context (every context of
 * `launchBrowser`) can never install an app, so installability is checked in one of these.
 */
export function launchWithProfile(userDataDir: string, baseUrl: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_FLAGS,
    baseURL: baseUrl,
    viewport: { width: 390, height: 800 },
    locale: 'en-GB',
  });
}

/** Contexts still open, for the screenshots and traces of a failed test (failure-artifacts.ts). */
export const openContexts = new Set<BrowserContext>();

/** A new person: a fresh context (own storage) and page on the service, traced in case the test fails. */
export async function newPerson(
  browser: Browser,
  baseUrl: string,
  options: { width?: number; serviceWorkers?: 'allow' | 'block' } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: options.width ?? 1024, height: 800 },
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    serviceWorkers: options.serviceWorkers ?? 'allow',
  });
  openContexts.add(context);
  context.on('close', () => openContexts.delete(context));
  await context.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { policyViolations: seen });
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  await context.tracing.start({ snapshots: true, screenshots: false });
  await context.tracing.startChunk();
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return { context, page };
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type Axe = { run(context: Document, options: unknown): Promise<AxeResults> };

/**
 * axe-core on the current page: WCAG 2.0, 2.1 and 2.2 A and AA rules must find nothing, nor the
 * best-practice "region" rule (everything visible inside a landmark, issue #28). Nor may the
 * Content-Security-Policy have blocked anything since the page loaded: what it blocks does not work.
 * axe is put in a page once and stays there across the app's own navigation (the pages have no
 * frames): @axe-core/playwright loaded its 580 KB into the page, and again into a blank page it
 * opened to assemble the results, on every check, 1.6 s a check in place of 0.4.
 */
export async function expectAccessible(page: Page, label = page.url()): Promise<void> {
  const violations = await page.evaluate(() => (window as { policyViolations?: string[] }).policyViolations);
  expect(violations, `Content-Security-Policy violations on ${label}`).toEqual([]);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: Axe }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        rules: { region: { enabled: true } },
      }),
    WCAG_TAGS,
  );
  const problems = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(problems, `axe violations on ${label}`).toEqual([]);
}

/** How far the page's content has moved under the reader since it loaded (cumulative layout shift). */
export const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) total += (entry as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        // Buffered entries arrive in the observer's first callback; with none, there is no callback.
        setTimeout(() => resolve(total), 500);
      }),
  );
