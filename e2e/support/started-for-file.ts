import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';

/**
 * A test file's service and browser, started together before its tests and stopped after them (browser
 * first, so no page is left talking to a stopped service). Both exist once the file's beforeAll has run:
 * read them inside tests, as `started.service.baseUrl`.
 */
export function startedForFile<S extends { stop(): Promise<void> }>(
  start: () => Promise<S>,
): { readonly service: S; readonly browser: Browser } {
  let service: S | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [service, browser] = await Promise.all([start(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await service?.stop();
  });
  const notYet = (what: string) =>
    new Error(`the file's ${what} is started before its tests, not when it loads`);
  return {
    get service() {
      if (!service) throw notYet('service');
      return service;
    },
    get browser() {
      if (!browser) throw notYet('browser');
      return browser;
    },
  };
}
