import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, newPerson } from './support/browser.ts';
import { DEMO_CLIENT, logInAs } from './support/log-in.ts';
import { startService } from './support/service.ts';
import { startedForFile } from './support/started-for-file.ts';

const started = startedForFile(startService);

// The messages page's own code, which the signed-in dashboard has not loaded yet.
const MESSAGES_CODE = /\/assets\/messages-page-[\w-]+\.js$/;

const openMessages = async (page: Page) => {
  await page.evaluate(() => Object.assign(window, { openedBefore: true }));
  await page.getByRole('link', { name: 'Messages', exact: true }).first().click();
};
const sameDocument = (page: Page) => page.evaluate(() => 'openedBefore' in window);

describe('a page whose code is gone or cannot be fetched', () => {
  it('after a new version went live, the next page is loaded afresh where the client was going', async () => {
    // As the server answers once a new build has replaced the one this page was loaded from.
    const { page, context } = await newPerson(started.browser, started.service.baseUrl, {
      serviceWorkers: 'block',
    });
    await logInAs(page, DEMO_CLIENT);
    await context.route(MESSAGES_CODE, (route) => route.fulfill({ status: 404, body: 'Not found' }), {
      times: 1,
    });
    await openMessages(page);
    await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/messages');
    expect(await sameDocument(page)).toBe(false);
  });

  it('offline, it says so and offers to try again, without reloading', async () => {
    const { page, context } = await newPerson(started.browser, started.service.baseUrl, {
      serviceWorkers: 'block',
    });
    await logInAs(page, DEMO_CLIENT);
    await context.route(MESSAGES_CODE, (route) => route.abort('internetdisconnected'));
    await context.route('**/api/health', (route) => route.abort('internetdisconnected'));
    await openMessages(page);
    await page.getByRole('heading', { level: 1, name: 'This page did not load' }).waitFor();
    await page.getByText('Check your internet connection, then try again.').waitFor();
    expect(await sameDocument(page)).toBe(true);
    await expectAccessible(page, 'page did not load');

    await context.unrouteAll();
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
  });

  it('a file really missing reloads once, then says there is a problem instead of reloading again', async () => {
    const { page, context } = await newPerson(started.browser, started.service.baseUrl, {
      serviceWorkers: 'block',
    });
    await logInAs(page, DEMO_CLIENT);
    await context.route(MESSAGES_CODE, (route) => route.fulfill({ status: 404, body: 'Not found' }));
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    await openMessages(page);
    await page
      .getByRole('heading', { level: 1, name: 'Sorry, there is a problem with the service' })
      .waitFor();
    expect(loads.map((url) => new URL(url).pathname)).toEqual(['/messages']);
  });
});
