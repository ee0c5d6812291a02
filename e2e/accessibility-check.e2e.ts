import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newPerson } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const PAGE = `<!doctype html><html lang="en"><head><title>A form</title></head><body><main>
<h1>A form</h1><label for="name">Name</label><input id="name"></main></body></html>`;

/** The check every browser test leans on must itself fail on a page people cannot use. */
describe('expectAccessible', () => {
  it('passes a labelled form, then fails once the page gains an unlabelled field without reloading', async () => {
    const { context, page } = await newPerson(browser, 'http://a11y.test');
    await page.route('http://a11y.test/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: PAGE }),
    );
    await page.goto('/');
    await expectAccessible(page, 'labelled form');
    await page.evaluate(() => document.querySelector('main')?.append(document.createElement('input')));
    await expect(expectAccessible(page, 'unlabelled field')).rejects.toThrow(/label/);
    await context.close();
  });
});
