import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF, DEMO_STAFF_TOTP } from '../apps/api/src/db/seed/seed-demo-data.ts';
import { expectAccessible, launchBrowser, newPerson } from './support/browser.ts';
import { type Service, startService } from './support/service.ts';
import { heading, staffLogIn } from './support/staff-log-in.ts';

let service: Service;
let browser: Browser;
beforeAll(async () => {
  [service, browser] = await Promise.all([startService(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await service?.stop();
});

describe('the staff console in several tabs', () => {
  it('a coach works My day in two tabs with one sign-in, and signing out ends both', async () => {
    const { context, page } = await newPerson(browser, service.baseUrl, { width: 1280 });
    await staffLogIn(page, DEMO_STAFF.coach, DEMO_STAFF_TOTP.coach);
    // The session is in an HttpOnly cookie: no script on the page can read it.
    expect(await page.evaluate(() => document.cookie)).not.toContain('staff_session');
    expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }))).toBe('{}');

    const second = await context.newPage();
    await second.goto('/staff');
    await heading(second, 'My day');
    await second.getByRole('region', { name: 'Waiting for a first chat' }).getByRole('link').first().click();
    await second.getByRole('navigation', { name: 'Client record' }).waitFor();
    await expectAccessible(second, 'a client record in a second tab');

    await page.getByRole('link', { name: 'Clients' }).click();
    await heading(page, 'Clients');
    await page.getByLabel('Search').fill('Jo Demo');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: 'Jo Demo' }).click();
    await heading(page, /Jo Demo/);

    await page.getByRole('button', { name: 'Log out' }).click();
    await heading(page, 'Staff sign in');
    await heading(second, 'Staff sign in');
    await second.goto('/staff/clients');
    await heading(second, 'Staff sign in');
  });

  it('the outcome report, opened by a coach, says it is for administrators', async () => {
    const { page } = await newPerson(browser, service.baseUrl);
    await staffLogIn(page, DEMO_STAFF.coach, DEMO_STAFF_TOTP.coach);
    await page.goto('/staff/report');
    await heading(page, 'This page is for administrators');
    await expectAccessible(page, 'the report page for a coach');
  });
});
