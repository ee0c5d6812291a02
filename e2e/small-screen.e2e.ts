import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addClient } from './support/assessment.ts';
import { expectAccessible, newPerson } from './support/browser.ts';
import { startInProcessService } from './support/in-process-service.ts';
import { DEMO_CLIENT, logInAs } from './support/log-in.ts';
import { newPerson as newRegistrant, registerUpToReview, summaryValue } from './support/registration.ts';
import { startedForFile } from './support/started-for-file.ts';

const started = startedForFile(startInProcessService);

// A real surname, and an e-mail address built from it: one word each, wider than a 320 px screen.
const LONG_NAME = 'Wolfeschlegelsteinhausenbergerdorff';
const longEmail = () => `${LONG_NAME.toLowerCase()}.${Date.now().toString(36)}@example.com`;

/** WCAG 1.4.12: what a reader's own style sheet may set without losing content. */
const TEXT_SPACING =
  '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }';

/** A reader's style sheet: one built in the page, which the Content-Security-Policy lets in as a reader's would. */
const withTextSpacing = (page: Page) =>
  page.evaluate((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, TEXT_SPACING);

/** How far the page scrolls sideways: WCAG 1.4.10 allows none at 320 CSS px (or 1280 px at 400 %). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('a small phone, 320 px wide', () => {
  it('shows every main page of the portal without scrolling sideways, even for a long name', async () => {
    const client = await addClient(started.service.db, { firstName: LONG_NAME, email: longEmail() });
    const { page, context } = await newPerson(started.browser, started.service.baseUrl, { width: 320 });
    await logInAs(page, client);
    for (const path of [
      '/',
      '/plan',
      '/progress',
      '/record/weight',
      '/sessions',
      '/messages',
      '/help',
      '/account',
    ]) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByText(`Welcome, ${LONG_NAME}`).waitFor();
      expect(await sidewaysScroll(page), path).toBe(0);
    }

    // The copy of their data a client downloads is a page of its own, read on the same phone.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data as a page' }).click(),
    ]);
    const file = join(await mkdtemp(join(tmpdir(), 'my-data-')), 'my-data.html');
    await download.saveAs(file);
    await page.goto(pathToFileURL(file).href);
    await page.getByRole('heading', { level: 1, name: /^Your data held by/ }).waitFor();
    expect(await sidewaysScroll(page), 'my-data.html').toBe(0);
    await context.close();
  });

  it('with WCAG’s text spacing, stacks the tables of entries and sessions into cards that say what each value is', async () => {
    const { page, context } = await newPerson(started.browser, started.service.baseUrl, { width: 320 });
    await logInAs(page, DEMO_CLIENT);
    await page.goto('/record/activity');
    await page.getByLabel('Active minutes', { exact: true }).fill('45');
    await page.getByLabel('Note (optional)').fill('A long walk by the river with the dog');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Active minutes: 45 minutes for today.').waitFor();
    for (const [path, table] of [
      ['/record/activity', 'Your last 7 days'],
      ['/sessions', 'Upcoming sessions'],
    ] as const) {
      await page.goto(path);
      await withTextSpacing(page);
      const first = page.getByRole('table', { name: table }).getByRole('row').nth(1);
      await first.waitFor();
      expect(await first.locator('.table__label').first().isVisible(), path).toBe(true);
      expect(await sidewaysScroll(page), path).toBe(0);
    }
    await context.close();
  });

  it('fits a long e-mail address on the registration’s check your answers page', async () => {
    const person = newRegistrant({ email: longEmail() });
    const { page, context } = await newPerson(started.browser, started.service.baseUrl, { width: 320 });
    await registerUpToReview(page, person);
    expect(await summaryValue(page, 'Email').textContent()).toBe(person.email);
    expect(await sidewaysScroll(page)).toBe(0);
    await expectAccessible(page, 'check your answers at 320 px');
    await context.close();
  });
});

describe('a keyboard alone', () => {
  const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

  it('keeps focus on a button that cannot be pressed again, or is busy, instead of losing it', async () => {
    const { page, context } = await newPerson(started.browser, started.service.baseUrl, { width: 320 });
    await logInAs(page, DEMO_CLIENT);
    await page.goto('/record/alcohol');
    await page.getByRole('button', { name: /Add one pint of beer/ }).press('Enter');
    const fewer = page.getByRole('button', { name: /Remove one pint of beer/ });
    await fewer.press('Enter');
    // Down to none, the − button says it cannot go lower, and keeps the focus.
    await expect.poll(() => fewer.getAttribute('aria-disabled')).toBe('true');
    expect(await focusedText(page)).toBe('− Remove one pint of beer, lager or cider');

    await page.goto('/account');
    const save = page.getByRole('button', { name: 'Save reminder settings' });
    await save.press('Enter');
    await page.getByText('Your reminder settings have been saved.').waitFor();
    expect(await focusedText(page)).toBe('Save reminder settings');
    await context.close();
  });
});
