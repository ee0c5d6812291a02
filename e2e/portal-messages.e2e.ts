import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, newPerson } from './support/browser.ts';
import { coachWrites as coachWritesTo } from './support/coach-writes.ts';
import { DEMO_CLIENT, DEMO_NO_PLAN, logInAs } from './support/log-in.ts';
import { startService } from './support/service.ts';
import { startedForFile } from './support/started-for-file.ts';

const started = startedForFile(startService);

const coachWrites = (message: string) => coachWritesTo(started.service.baseUrl, message);

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

describe('messages and notifications', () => {
  it('opens a message notification, sends a message and sees the coach’s reply arrive by polling', async () => {
    const { page, context } = await newPerson(started.browser, started.service.baseUrl);
    const polls: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/mlw/messages') polls.push(response.status());
    });
    await logInAs(page, DEMO_CLIENT);
    await expect.poll(async () => bell(page).textContent()).toMatch(/3/);
    await bell(page).click();
    await expectAccessible(page, 'notification panel');
    await page.getByRole('button', { name: /New message from your coach/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/messages');
    expect(await bell(page).getAttribute('aria-expanded')).toBe('false');
    await expect.poll(async () => bell(page).textContent()).toMatch(/2/);

    const log = page.getByRole('log', { name: 'Messages with your coach' });
    await log.waitFor();
    expect(await log.locator('.chat__message--coach').count()).toBe(2);
    expect(await log.locator('.chat__message--own').count()).toBe(1);
    await expectAccessible(page, 'messages');

    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('There is a problem').waitFor();
    await page.getByLabel('Your message').fill('I walked again at lunchtime today.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await log
      .locator('.chat__message--own')
      .filter({ hasText: 'I walked again at lunchtime today.' })
      .waitFor();
    expect(await page.getByLabel('Your message').inputValue()).toBe('');

    await expect.poll(() => polls.includes(304), { timeout: 15_000 }).toBe(true);
    await coachWrites('Brilliant, that is three this week!');
    await log
      .locator('.chat__message--coach')
      .filter({ hasText: 'Brilliant, that is three this week!' })
      .waitFor({ timeout: 15_000 });
    await expectAccessible(page, 'messages after a reply');
    await context.close();
  });

  it('opens an action notification at /actions, then shows an empty panel that Escape closes', async () => {
    const { page, context } = await newPerson(started.browser, started.service.baseUrl);
    await logInAs(page, DEMO_CLIENT);
    await bell(page).click();
    await page.getByRole('button', { name: /New action: Plan three walks this week/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Your actions' }).waitFor();
    await bell(page).click();
    await page.getByRole('button', { name: /New action: Keep a drinks diary/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Your actions' }).waitFor();
    await bell(page).click();
    await page.getByText('You have no messages.').waitFor();
    await expectAccessible(page, 'empty notification panel');
    await page.keyboard.press('Escape');
    await page.getByText('You have no messages.').waitFor({ state: 'hidden' });
    expect(await bell(page).evaluate((node) => node === document.activeElement)).toBe(true);
    await bell(page).click();
    await page.getByRole('heading', { level: 1, name: 'Your actions' }).click();
    await page.getByText('You have no messages.').waitFor({ state: 'hidden' });
    await context.close();
  });

  it('offers no messages to a client without a plan', async () => {
    const { page, context } = await newPerson(started.browser, started.service.baseUrl);
    await logInAs(page, DEMO_NO_PLAN);
    expect(
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Messages' }).count(),
    ).toBe(0);
    await page.goto('/messages');
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
});
