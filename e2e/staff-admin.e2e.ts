import { formatUkDate, todayIso } from '@coaching/shared/rules/dates';
import { reportPeriods } from '@coaching/shared/rules/report-periods';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_STAFF, DEMO_STAFF_TOTP } from '../apps/api/src/db/seed/seed-demo-data.ts';
import { expectAccessible, newPerson } from './support/browser.ts';
import { DEMO_PASSWORD } from './support/log-in.ts';
import { startService } from './support/service.ts';
import { staffCode } from './support/staff-code.ts';
import { searchClients, staffLogIn } from './support/staff-log-in.ts';
import { startedForFile } from './support/started-for-file.ts';

const started = startedForFile(startService);

const heading = (page: Page, name: string | RegExp, level = 1) =>
  page.getByRole('heading', { level, name }).waitFor();
const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name }).click();

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/staff/login');
  await page.getByLabel('Work email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
}

const NEW_COACH = {
  name: 'Robin Coach',
  email: 'robin.coach@example.com',
  password: 'a-long-first-password',
  newPassword: 'a-longer-chosen-password',
};

describe('staff administration', () => {
  it('an administrator adds a coach, who sets up the authenticator app from a QR code, gets recovery codes and changes the password', async () => {
    const { page } = await newPerson(started.browser, started.service.baseUrl, { width: 1280 });
    await signIn(page, DEMO_STAFF.admin, DEMO_PASSWORD);
    await page.getByLabel('Security code').fill(await staffCode(DEMO_STAFF_TOTP.admin));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await heading(page, 'My day');

    await nav(page, 'Staff accounts');
    await heading(page, 'Staff accounts');
    await page.getByRole('button', { name: 'Add an account' }).click();
    await page.getByLabel('Full name').fill(NEW_COACH.name);
    await page.getByLabel('Work email address').fill(NEW_COACH.email);
    await page.getByLabel('Coach: their own caseload').check();
    await page.getByLabel('First password').fill('short');
    await page.getByRole('button', { name: 'Add account' }).click();
    await page.getByText('Use at least 12 characters').first().waitFor();
    await expectAccessible(page, 'new account errors');
    await page.getByLabel('First password').fill(NEW_COACH.password);
    await page.getByRole('button', { name: 'Add account' }).click();
    await page.getByRole('cell', { name: /Robin Coach robin.coach@example.com/ }).waitFor();
    await expectAccessible(page, 'staff accounts');
    await page.getByRole('button', { name: /^Change name\s*for Robin Coach$/ }).click();
    await page.getByLabel('Full name').fill('Robin Coach-Smith');
    await expectAccessible(page, 'change a staff name');
    await page.getByRole('button', { name: 'Save name' }).click();
    await page.getByRole('cell', { name: /Robin Coach-Smith robin.coach@example.com/ }).waitFor();

    const coach = await newPerson(started.browser, started.service.baseUrl);
    await signIn(coach.page, NEW_COACH.email, NEW_COACH.password);
    await heading(coach.page, 'Set up your authenticator app');
    await expectAccessible(coach.page, 'authenticator setup');
    const qr = coach.page.getByRole('img', { name: /^QR code for your authenticator app/ });
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const secret = ((await coach.page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await coach.page.getByLabel('Security code').fill(await staffCode(secret));
    await coach.page.getByRole('button', { name: 'Finish setting up' }).click();
    await heading(coach.page, 'Save your recovery codes');
    const codes = await coach.page
      .getByRole('list', { name: 'Recovery codes' })
      .getByRole('listitem')
      .allTextContents();
    expect(codes).toHaveLength(10);
    await expectAccessible(coach.page, 'recovery codes');
    await coach.page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await heading(coach.page, 'My day');
    await coach.page.getByText('Robin Coach-Smith (coach)').waitFor();

    await coach.page.getByRole('button', { name: 'Log out' }).click();
    await heading(coach.page, 'Staff sign in');
    await signIn(coach.page, NEW_COACH.email, NEW_COACH.password);
    await coach.page.getByRole('button', { name: 'I cannot use my authenticator app' }).click();
    await coach.page.getByLabel('Recovery code').fill(codes[0] ?? '');
    await coach.page.getByRole('button', { name: 'Sign in' }).click();
    await heading(coach.page, 'My day');

    await nav(coach.page, 'Your account');
    await heading(coach.page, 'Your account');
    await coach.page.getByLabel('Current password').fill('not-my-password');
    await coach.page.getByLabel('New password', { exact: true }).fill(NEW_COACH.newPassword);
    await coach.page.getByLabel('Confirm new password').fill(NEW_COACH.newPassword);
    await coach.page.getByRole('button', { name: 'Change password' }).click();
    await coach.page.getByText('Your current password is not correct').first().waitFor();
    await expectAccessible(coach.page, 'change password errors');
    await coach.page.getByLabel('Current password').fill(NEW_COACH.password);
    await coach.page.getByRole('button', { name: 'Change password' }).click();
    await coach.page.getByText('Your password has been changed.').waitFor();
    await expectAccessible(coach.page, 'your account');

    await coach.page.getByRole('button', { name: 'Log out' }).click();
    await heading(coach.page, 'Staff sign in');
    await signIn(coach.page, NEW_COACH.email, NEW_COACH.password);
    await coach.page.getByText('Invalid email or password').waitFor();
    await signIn(coach.page, NEW_COACH.email, NEW_COACH.newPassword);
    await coach.page.getByRole('button', { name: 'I cannot use my authenticator app' }).click();
    await coach.page.getByLabel('Recovery code').fill(codes[1] ?? '');
    await coach.page.getByRole('button', { name: 'Sign in' }).click();
    await heading(coach.page, 'My day');
    await coach.page.goto('/staff/accounts');
    await heading(coach.page, 'This page is for administrators');
  });

  it('an administrator edits content and availability, reads insight and the outcome report, all accessible', async () => {
    const { page } = await newPerson(started.browser, started.service.baseUrl, { width: 1280 });
    await staffLogIn(page, DEMO_STAFF.admin, DEMO_STAFF_TOTP.admin);

    await nav(page, 'Content');
    await heading(page, 'Articles');
    await page.getByRole('button', { name: 'Add an article' }).click();
    await page.getByLabel('Title').fill('Sleep and stress');
    await page.getByLabel('Introduction').fill('Good sleep makes stress easier to handle.');
    await page.getByLabel('Link to the full article').fill('https://www.nhs.uk/every-mind-matters/');
    await page.getByRole('button', { name: 'Publish article' }).click();
    await page.getByRole('heading', { name: 'Sleep and stress' }).waitFor();
    await expectAccessible(page, 'articles');

    await page.getByRole('navigation', { name: 'Content' }).getByRole('link', { name: 'Events' }).click();
    await heading(page, 'Events');
    await expectAccessible(page, 'events');

    await page
      .getByRole('navigation', { name: 'Content' })
      .getByRole('link', { name: 'Dropdown lists' })
      .click();
    await heading(page, 'Dropdown lists');
    await page.getByLabel('List').selectOption('referrerRelations');
    await page.getByRole('button', { name: 'Add an option' }).click();
    await page.getByLabel('New option').fill('Neighbour');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('cell', { name: 'Neighbour', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Move up Neighbour' }).click();
    await expectAccessible(page, 'dropdown lists');

    await nav(page, 'Availability');
    await heading(page, 'Availability');
    await page.getByLabel('Whose availability').selectOption({ label: 'Sam Coach' });
    await page.getByLabel('Friday Early evening: calls that fit').selectOption({ label: 'Not offered' });
    await page.getByLabel('Monday Morning: calls that fit').selectOption({ label: '5 calls' });
    await page.getByRole('button', { name: 'Save availability' }).click();
    await page.getByText('Availability saved.').waitFor();
    await expectAccessible(page, 'availability');

    await nav(page, 'Insight');
    await heading(page, 'Insight');
    await page.getByRole('rowheader', { name: 'Lose weight' }).waitFor();
    await expectAccessible(page, 'insight');

    await nav(page, 'Outcome report');
    await heading(page, 'Outcome report');
    await page.getByLabel('From').fill('2020-01-01');
    await page.getByLabel('To').fill(new Date().toISOString().slice(0, 10));
    await page.getByRole('button', { name: 'Show the report' }).click();
    await page.getByRole('rowheader', { name: 'Clients registered' }).waitFor();
    await page
      .getByRole('table', { name: 'Change from the first check to the latest follow-up in the period' })
      .waitFor();
    await expectAccessible(page, 'outcome report');

    const [, lastQuarter] = reportPeriods(todayIso());
    await page.getByRole('button', { name: lastQuarter?.label }).click();
    await page
      .getByRole('table', {
        name: `${formatUkDate(lastQuarter?.from ?? '')} to ${formatUkDate(lastQuarter?.to ?? '')}`,
      })
      .waitFor();
    expect(await page.getByLabel('From').inputValue()).toBe(lastQuarter?.from);
  });

  it('on a phone, no page is wider than the screen: lists are cards, and a table whose columns sort scrolls in its own box', async () => {
    const { page } = await newPerson(started.browser, started.service.baseUrl, { width: 320 });
    await staffLogIn(page, DEMO_STAFF.admin, DEMO_STAFF_TOTP.admin);
    const pageSideways = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    const tableSideways = () =>
      page
        .locator('.staff-scroll')
        .first()
        .evaluate((box) => box.scrollWidth - box.clientWidth);

    // Read down the screen, a card a day or a session, each value after its header.
    await nav(page, 'Availability');
    await page.getByLabel('Monday Morning: calls that fit').waitFor();
    expect([await pageSideways(), await tableSideways()]).toEqual([0, 0]);
    await nav(page, 'Diary');
    await page.getByRole('rowheader', { name: /Friday/ }).waitFor();
    expect([await pageSideways(), await tableSideways()]).toEqual([0, 0]);
    await expectAccessible(page, 'diary on a phone');
    await nav(page, 'Clients');
    await searchClients(page, 'Jo Demo');
    await page.getByRole('link', { name: 'Jo Demo' }).click();
    await page.getByRole('link', { name: 'Sessions' }).click();
    await page.getByRole('table', { name: 'Sessions, earliest first' }).waitFor();
    expect([await pageSideways(), await tableSideways()]).toEqual([0, 0]);
    await expectAccessible(page, 'sessions on a phone');

    // Its sort buttons are in the header row, so the table stays a table, wider than the phone, and
    // the text only screen readers read in it does not widen the page.
    await nav(page, 'Staff accounts');
    await page.getByRole('cell', { name: 'Sam Coach coach@example.com' }).waitFor();
    expect(await pageSideways()).toBe(0);
    expect(await tableSideways()).toBeGreaterThan(0);
  });
});
