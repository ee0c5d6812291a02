import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, newPerson } from './support/browser.ts';
import { DEMO_CLIENT, logInAs } from './support/log-in.ts';
import { startService } from './support/service.ts';
import { startedForFile } from './support/started-for-file.ts';

const started = startedForFile(startService);

async function openSessions(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sessions' }).click();
  await page.getByRole('heading', { level: 1, name: 'Your sessions' }).waitFor();
}

const isFocused = (control: Locator) => control.evaluate((node) => node === document.activeElement);

const upcomingRows = (page: Page) =>
  page.getByRole('table', { name: 'Upcoming sessions' }).locator('tbody tr');

describe('the sessions page', () => {
  it('lists upcoming and previous sessions and shows a session’s notes', async () => {
    const { page, context } = await newPerson(started.browser, started.service.baseUrl);
    await logInAs(page, DEMO_CLIENT);
    await openSessions(page);
    await expect.poll(() => upcomingRows(page).count()).toBe(2);
    expect(await upcomingRows(page).first().locator('td').nth(1).innerText()).toMatch(
      /^\d{2}\/\d{2}\/\d{4}$/,
    );
    const previous = page.getByRole('table', { name: 'Previous sessions' }).locator('tbody tr');
    expect(await previous.count()).toBe(2);
    await expectAccessible(page, 'sessions');

    await page.getByRole('button', { name: /^View notes/ }).click();
    const notes = page.getByRole('dialog', { name: /^Notes: Coaching session on/ });
    await notes.getByText('Talked about walking at lunchtime').waitFor();
    await expectAccessible(page, 'session notes');
    await notes.getByRole('button', { name: 'Close notes', exact: true }).click();
    await notes.waitFor({ state: 'hidden' });
    // Back on the button that opened it, not lost to the page's body.
    expect(await isFocused(page.getByRole('button', { name: /^View notes/ }))).toBe(true);
    await context.close();
  });

  it('reschedules a coaching session to a free date and time', async () => {
    const { page, context } = await newPerson(started.browser, started.service.baseUrl);
    await logInAs(page, DEMO_CLIENT);
    await openSessions(page);
    await page.getByRole('button', { name: /^Reschedule Coaching session/ }).click();
    const dialog = page.getByRole('dialog', { name: /^Reschedule: Coaching session on/ });
    const date = dialog.getByLabel('New date');
    const time = dialog.getByLabel('New time');
    await expect.poll(() => date.locator('option').count()).toBeGreaterThan(5);
    expect(await time.isDisabled()).toBe(true);
    expect(await time.locator('option').allTextContents()).toEqual(['Select an option']);
    await expectAccessible(page, 'reschedule dialog');
    // Escape closes it and puts the keyboard back where it was; Enter opens it again.
    const opener = page.getByRole('button', { name: /^Reschedule Coaching session/ });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await isFocused(opener)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => date.locator('option').count()).toBeGreaterThan(5);

    await dialog.getByRole('button', { name: 'Reschedule session' }).click();
    await dialog.getByText('There is a problem').waitFor();
    expect(await dialog.locator('.error-summary li').allTextContents()).toEqual([
      'New date: Required',
      'New time: Required',
    ]);
    await expectAccessible(page, 'reschedule errors');

    const options = await date.locator('option').allTextContents();
    expect(options.some((label) => /^(Saturday|Sunday)/.test(label))).toBe(false);
    const chosen = options.at(-1) ?? '';
    await date.selectOption({ label: chosen });
    await expect.poll(() => time.locator('option').count()).toBeGreaterThan(1);
    expect(await time.isDisabled()).toBe(false);
    await time.selectOption({ label: 'Afternoon (14:00 to 17:00)' });
    await dialog.getByRole('button', { name: 'Reschedule session' }).click();

    await page.getByRole('heading', { level: 1, name: 'Your session has been updated' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/session-updated');
    await expectAccessible(page, 'session updated');

    await page.getByRole('link', { name: 'Back to your sessions' }).click();
    const shownDate = chosen.split(' ').at(-1) ?? '';
    const moved = upcomingRows(page).filter({ hasText: shownDate });
    await moved.waitFor();
    expect(await moved.textContent()).toContain('Afternoon');
    await context.close();
  });

  it('cancels a check-in and a coaching session, each to its own page', async () => {
    const { page, context } = await newPerson(started.browser, started.service.baseUrl);
    await logInAs(page, DEMO_CLIENT);
    await openSessions(page);

    await page.getByRole('button', { name: /^Cancel Check-in/ }).click();
    const checkIn = page.getByRole('dialog', { name: 'Cancel this session?' });
    await expectAccessible(page, 'cancel dialog');
    await checkIn.getByRole('button', { name: 'No, keep it' }).click();
    await checkIn.waitFor({ state: 'hidden' });
    expect(await isFocused(page.getByRole('button', { name: /^Cancel Check-in/ }))).toBe(true);
    await expect.poll(() => upcomingRows(page).count()).toBe(2);

    await page.getByRole('button', { name: /^Cancel Check-in/ }).click();
    await checkIn.getByRole('button', { name: 'Yes, cancel it' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your check-in has been cancelled' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/cancel-checkin');
    await expectAccessible(page, 'check-in cancelled');

    await page.getByRole('link', { name: 'Back to your sessions' }).click();
    await expect.poll(() => upcomingRows(page).count()).toBe(1);
    await page.getByRole('button', { name: /^Cancel Coaching session/ }).click();
    await page
      .getByRole('dialog', { name: 'Cancel this session?' })
      .getByRole('button', { name: 'Yes, cancel it' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Your coaching session has been cancelled' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/cancel-coaching');
    await expectAccessible(page, 'coaching cancelled');

    await page.getByRole('link', { name: 'Back to your sessions' }).click();
    await page.getByText('You have no upcoming sessions.').waitFor();
    // Both dates are still to come: they are listed as cancelled, not as previous sessions.
    expect(await page.getByRole('table', { name: 'Cancelled sessions' }).locator('tbody tr').count()).toBe(2);
    expect(await page.getByRole('table', { name: 'Previous sessions' }).getByText('Cancelled').count()).toBe(
      0,
    );
    await context.close();
  });
});
