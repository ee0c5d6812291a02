import { describe, expect, it } from 'vitest';
import { expectAccessible, layoutShift, newPerson } from './support/browser.ts';
import { DEMO_CLIENT, DEMO_NO_PLAN, fillDateOfBirth, logInAs } from './support/log-in.ts';
import { startService } from './support/service.ts';
import { startedForFile } from './support/started-for-file.ts';

const started = startedForFile(startService);

const navLabels = async (page: import('playwright-core').Page) =>
  (await page.getByRole('navigation', { name: 'Main' }).getByRole('link').allTextContents()).map((t) =>
    t.trim(),
  );

describe('logging in and out', () => {
  it('opens the login page and lazily loaded pages straight from their address with nothing in the console', async () => {
    const { page, context } = await newPerson(started.browser, started.service.baseUrl);
    const console: string[] = [];
    page.on('console', (message) => console.push(`${page.url()} ${message.type()}: ${message.text()}`));
    const pages: [string, string][] = [
      ['/', 'Sign in'],
      ['/register', 'Discover a healthier, happier you'],
      ['/staff/login', 'Staff sign in'],
    ];
    for (const [address, heading] of pages) {
      await page.goto(address);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    }
    expect(console).toEqual([]);
    await context.close();
  });

  it('shows an accessible login page with the free phone line, steady as it loads on a phone', async () => {
    const { page, context } = await newPerson(started.browser, started.service.baseUrl, { width: 412 });
    await page.goto('/');
    await expect.poll(() => page.title()).toContain('Sign in');
    expect(await layoutShift(page)).toBeLessThan(0.01);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Sign in');
    expect(await page.locator('header').textContent()).toContain('0808 157 0192');
    await expectAccessible(page, 'login');
    await context.close();
  });

  it('lets the demo client in with the service-level-2 navigation, then out again', async () => {
    const { page, context } = await newPerson(started.browser, started.service.baseUrl);
    await logInAs(page, DEMO_CLIENT);
    expect(await navLabels(page)).toEqual(['Home', 'Plan', 'Sessions', 'Actions', 'Messages', 'Account']);
    expect(await page.getByText('Welcome, Jo').count()).toBe(1);
    await expectAccessible(page, 'dashboard');
    await page.reload();
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    await context.close();
  });

  it('shows Articles and Advice instead of plan links to a client without a plan', async () => {
    const { page, context } = await newPerson(started.browser, started.service.baseUrl);
    await logInAs(page, DEMO_NO_PLAN);
    expect(await navLabels(page)).toEqual(['Home', 'Articles and Advice', 'Account']);
    await context.close();
  });

  it('says "Invalid email/dob/password" for a wrong password', async () => {
    const { page, context } = await newPerson(started.browser, started.service.baseUrl);
    await page.goto('/');
    await fillDateOfBirth(page, DEMO_CLIENT.dob);
    await page.getByLabel('Email address').fill(DEMO_CLIENT.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Invalid email/dob/password').waitFor();
    await expectAccessible(page, 'login failure');
    await context.close();
  });

  it('shows the error summary and focuses the first field when the form is empty', async () => {
    const { page, context } = await newPerson(started.browser, started.service.baseUrl, { width: 320 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('There is a problem').waitFor();
    expect(await page.locator('.error-summary li').count()).toBe(3);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('dob');
    await expectAccessible(page, 'login errors at 320px');
    await context.close();
  });

  it('sends a visitor who opens a portal page to the login page', async () => {
    const { page, context } = await newPerson(started.browser, started.service.baseUrl);
    await page.goto('/plan');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });
});
