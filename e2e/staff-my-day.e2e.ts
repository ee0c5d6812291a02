import { TIMES } from '@coaching/shared/constants';
import { formatUkDate, todayIso } from '@coaching/shared/rules/dates';
import { longDate } from '@coaching/shared/rules/day-names';
import { statusChangeRefusal } from '@coaching/shared/rules/diary';
import { isSessionDay } from '@coaching/shared/rules/session-days';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_STAFF, DEMO_STAFF_TOTP } from '../apps/api/src/db/seed/seed-demo-data.ts';
import { sessionDayFrom } from '../apps/api/src/db/seed/session-day-from.ts';
import { expectAccessible, newPerson } from './support/browser.ts';
import { DEMO_CLIENT, logInAs } from './support/log-in.ts';
import { startService } from './support/service.ts';
import { heading, openClientRecord, searchClients, staffLogIn } from './support/staff-log-in.ts';
import { startedForFile } from './support/started-for-file.ts';

const started = startedForFile(startService);

const region = (page: Page, name: string) => page.getByRole('region', { name });
const recordTab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Client record' }).getByRole('link', { name }).click();

describe('My day', () => {
  it('on a phone, each row stacked as a card says what each value is', async () => {
    const { page } = await newPerson(started.browser, started.service.baseUrl, { width: 412 });
    await staffLogIn(page, DEMO_STAFF.coach, DEMO_STAFF_TOTP.coach);
    const tried = region(page, 'Waiting for a first chat').getByRole('cell', { name: 'Not yet' });
    await tried.waitFor();
    expect(await tried.locator('.table__label').isVisible()).toBe(true);
    expect(await tried.evaluate((cell) => (cell as HTMLElement).innerText)).toBe('TriedNot yet');
    await expectAccessible(page, 'my day on a phone');
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await tried.locator('.table__label').isVisible()).toBe(false);
  });

  it('a record opens at its top; back from it, My day is where the coach left it, its heading focused', async () => {
    const { page } = await newPerson(started.browser, started.service.baseUrl, { width: 1280 });
    await staffLogIn(page, DEMO_STAFF.coach, DEMO_STAFF_TOTP.coach);
    const wrongWay = region(page, 'Moving the wrong way').getByRole('link', { name: 'Chris Taylor' });
    await wrongWay.scrollIntoViewIfNeeded();
    const left = await page.evaluate(() => window.scrollY);
    expect(left).toBeGreaterThan(0);
    await wrongWay.click();
    await heading(page, /Chris Taylor/);
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.waitForFunction(() => document.activeElement?.textContent === 'My day');
    expect(await page.evaluate(() => window.scrollY)).toBe(left);
  });

  it('a coach works through the demo day: a session done, a no-answer call, the oldest message answered with a snippet', async () => {
    const client = await newPerson(started.browser, started.service.baseUrl);
    await logInAs(client.page, DEMO_CLIENT);
    await client.page.goto('/messages');
    await client.page.getByLabel('Your message').fill('Can we talk on Thursday instead?');
    await client.page.getByRole('button', { name: 'Send message' }).click();
    await client.page.getByText('Can we talk on Thursday instead?').waitFor();

    const { page } = await newPerson(started.browser, started.service.baseUrl, { width: 1280 });
    await staffLogIn(page, DEMO_STAFF.coach, DEMO_STAFF_TOTP.coach);
    const waiting = region(page, 'Messages waiting');
    await waiting.getByText('Can we talk on Thursday instead?').waitFor();
    // The demo coach's caseload: Chris Taylor has waited since yesterday, so comes first.
    expect(await waiting.getByRole('row').nth(1).getByRole('link').innerText()).toBe('Chris Taylor');
    await waiting.getByText('2 items, oldest 1 day').waitFor();
    const firstChats = region(page, 'Waiting for a first chat');
    await firstChats.getByText('2 items, oldest 3 days; 1 past the 48-hour target').waitFor();
    const registered = firstChats.getByRole('cell', { name: /^3 days ago/ });
    expect(await registered.evaluate((cell) => cell.textContent)).toMatch(/3 days ago Over 48 hours$/);
    if (isSessionDay(todayIso())) {
      await region(page, 'Today’s sessions')
        .getByRole('link', { name: 'Rhys Morgan', exact: true })
        .waitFor();
    }
    await expectAccessible(page, 'my day');

    await page.getByRole('link', { name: 'Clients' }).click();
    await heading(page, 'Clients');
    await searchClients(page, '07700 900123');
    await page.getByRole('link', { name: 'Jo Demo' }).click();
    await heading(page, /Jo Demo/);

    // A session is marked done once its band has started (issue 29): book into the latest band begun.
    const begun = [...TIMES]
      .reverse()
      .find((time) => statusChangeRefusal({ day: todayIso(), time }, 'complete', new Date()) === null);
    if (isSessionDay(todayIso()) && begun) {
      await recordTab(page, 'Sessions');
      await page.getByRole('button', { name: 'Schedule a session' }).click();
      await page.getByLabel('Type').selectOption({ label: 'Check-in' });
      await page.getByLabel('Date').fill(todayIso());
      await page.getByLabel('Time').selectOption(begun);
      await page.getByRole('button', { name: 'Schedule session' }).click();
      await page.getByRole('link', { name: 'My day' }).click();
      const today = region(page, 'Today’s sessions');
      await today.getByRole('link', { name: 'Jo Demo', exact: true }).waitFor();
      await today.getByRole('button', { name: 'Done (Jo Demo)' }).click();
      await today.getByText('Complete').waitFor();
      // Held can be undone from My day too, for the same 10 minutes as on the record's Sessions tab.
      await expectAccessible(page, 'my day, a session marked held, with Undo');
      await today.getByRole('button', { name: /^Undo held/ }).click();
      await today.getByRole('button', { name: 'Done (Jo Demo)' }).click();
      await today.getByRole('button', { name: /^Undo held/ }).waitFor();
      await openClientRecord(page, 'Jo Demo');
    }

    await recordTab(page, 'Contact and notes');
    await page.getByRole('button', { name: 'No answer' }).click();
    await page.getByText('Logged: Phone call, no answer.').waitFor();
    await page.getByRole('cell', { name: 'No answer' }).waitFor();
    await expectAccessible(page, 'contact and notes');

    await page.getByRole('link', { name: 'My day' }).click();
    await waiting.getByRole('link', { name: 'Chris Taylor' }).click();
    await page.getByLabel('Start from a snippet').selectOption({ label: 'Missed session' });
    expect(await page.getByLabel('Your message').inputValue()).toMatch(/^Hello Chris, sorry we missed/);
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText(/^Hello Chris, sorry we missed/).waitFor();
    await page.getByRole('link', { name: 'My day' }).click();
    await waiting.getByText('1 item, oldest').waitFor();
    expect(await waiting.getByRole('link', { name: 'Chris Taylor' }).count()).toBe(0);
    await waiting.getByRole('link', { name: 'Jo Demo' }).waitFor();

    // Marked handled by keyboard: the row goes with its button, and the list's heading takes the focus.
    await waiting.getByRole('button', { name: 'Mark handled (Jo Demo)' }).press('Enter');
    await waiting.getByText('No client is waiting for an answer.').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('messages-waiting');
  });

  it('a past session nobody recorded is listed to record, and leaves the list once marked held', async () => {
    const { page } = await newPerson(started.browser, started.service.baseUrl, { width: 1280 });
    await staffLogIn(page, DEMO_STAFF.coach, DEMO_STAFF_TOTP.coach);
    const toRecord = region(page, 'Sessions to record');
    const day = formatUkDate(sessionDayFrom(-2));
    await toRecord.getByRole('cell', { name: `${day}, Lunch time` }).waitFor();
    await toRecord.getByRole('link', { name: 'Rhys Morgan', exact: true }).click();
    await heading(page, /Rhys Morgan/);
    await page.getByRole('button', { name: `Mark complete Coaching session on ${day}` }).click();
    await page
      .getByRole('button', { name: `Mark complete Coaching session on ${day}` })
      .waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'My day' }).click();
    await toRecord.getByText('Every past session is recorded as held or missed.').waitFor();
    await expectAccessible(page, 'my day, sessions to record');
  });

  it('at a weekend or on a bank holiday, shows the next session day’s sessions by date, to rearrange but not to mark', async () => {
    const { page } = await newPerson(started.browser, started.service.baseUrl, { width: 1280 });
    await staffLogIn(page, DEMO_STAFF.coach, DEMO_STAFF_TOTP.coach);
    const today = region(page, 'Today’s sessions');
    // The demo puts Rhys Morgan's check-in on today's date, or at a weekend on the next session day.
    if (isSessionDay(todayIso())) {
      await today.getByRole('link', { name: 'Rhys Morgan', exact: true }).waitFor();
      expect(await page.getByRole('region', { name: /^Your next sessions/ }).count()).toBe(0);
      return;
    }
    await today.getByText('You have no sessions today.').waitFor();
    const next = region(page, `Your next sessions: ${longDate(sessionDayFrom(0))}`);
    await next.getByRole('cell', { name: /^Afternoon/ }).waitFor();
    await next.getByRole('link', { name: 'Rhys Morgan', exact: true }).waitFor();
    expect(await next.getByRole('button').count(), 'nothing to mark held or missed before its day').toBe(0);
    await expectAccessible(page, 'my day at a weekend');
    await next.getByRole('link', { name: /^Rearrange\s*\(Rhys Morgan\)$/ }).click();
    await heading(page, /Rhys Morgan/);
    // The move form the link opened has focus, not the page's heading far above it.
    const newDate = page.getByLabel('New date');
    await expect.poll(() => newDate.evaluate((field) => field === document.activeElement)).toBe(true);
    expect(await newDate.inputValue()).toBe(sessionDayFrom(0));
  });

  it('a session the client cancels is on their coach’s My day, under Moved or cancelled by clients', async () => {
    const client = await newPerson(started.browser, started.service.baseUrl);
    await logInAs(client.page, DEMO_CLIENT);
    await client.page.goto('/sessions');
    await client.page
      .getByRole('button', { name: /^Cancel Coaching session/ })
      .first()
      .click();
    await client.page
      .getByRole('dialog', { name: 'Cancel this session?' })
      .getByRole('button', { name: 'Yes, cancel it' })
      .click();
    await client.page
      .getByRole('heading', { level: 1, name: 'Your coaching session has been cancelled' })
      .waitFor();

    const { page } = await newPerson(started.browser, started.service.baseUrl, { width: 1280 });
    await staffLogIn(page, DEMO_STAFF.coach, DEMO_STAFF_TOTP.coach);
    const changes = region(page, 'Moved or cancelled by clients');
    const cancelled = changes.getByRole('row').filter({ hasText: /Cancelled \d{2}\/\d{2}\/\d{4}/ });
    await cancelled.getByRole('link', { name: 'Jo Demo', exact: true }).waitFor();
    await expectAccessible(page, 'my day, moved or cancelled by clients');
    await cancelled.getByRole('link', { name: 'Jo Demo', exact: true }).click();
    await heading(page, /Jo Demo/);
    expect(new URL(page.url()).pathname).toMatch(/\/sessions$/);

    await page.goBack();
    await cancelled.getByRole('button', { name: 'Noted (Jo Demo)' }).click();
    await cancelled.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Moved or cancelled by clients');
    await page.reload();
    await changes.getByRole('heading', { name: 'Moved or cancelled by clients' }).waitFor();
    expect(await cancelled.count(), 'noted stays noted').toBe(0);
  });
});
