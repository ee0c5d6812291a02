import { addDays, formatUkDate, todayIso } from '@coaching/shared/rules/dates';
import { isSessionDay } from '@coaching/shared/rules/session-days';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_STAFF, DEMO_STAFF_TOTP } from '../apps/api/src/db/seed/seed-demo-data.ts';
import { expectAccessible, newPerson } from './support/browser.ts';
import { DEMO_CLIENT, DEMO_NO_PLAN, DEMO_PASSWORD, fillDateOfBirth, logInAs } from './support/log-in.ts';
import { startService } from './support/service.ts';
import { staffCode } from './support/staff-code.ts';
import { heading, openClientRecord, staffLogIn } from './support/staff-log-in.ts';
import { startedForFile } from './support/started-for-file.ts';

const started = startedForFile(startService);

/** A day sessions are held, well after the demo sessions, so the coach's slot is free. */
function freeWeekday(daysAhead = 45): string {
  let day = addDays(todayIso(), daysAhead);
  while (!isSessionDay(day)) day = addDays(day, 1);
  return day;
}

/** The label of the field that has focus. */
const focusedLabel = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent ?? null);

const recordTab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Client record' }).getByRole('link', { name }).click();

describe('staff console', () => {
  it('a coach signs in with a code, writes to the demo client’s record, and the client sees every change', async () => {
    const { page } = await newPerson(started.browser, started.service.baseUrl, { width: 1280 });
    await page.goto('/staff/clients');
    await heading(page, 'Staff sign in');
    await expectAccessible(page, 'staff sign in');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('There is a problem').waitFor();
    await page.getByLabel('Work email address').fill(DEMO_STAFF.coach);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Continue' }).click();
    await heading(page, 'Enter your security code');
    await expectAccessible(page, 'security code');
    await page.getByLabel('Security code').fill('000000');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page
      .getByText(/That code is not right/)
      .first()
      .waitFor();
    await page.getByLabel('Security code').fill(await staffCode(DEMO_STAFF_TOTP.coach));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await heading(page, 'Clients');
    await expectAccessible(page, 'clients');

    await page.getByRole('link', { name: 'My day' }).click();
    await heading(page, 'My day');
    await page
      .getByRole('region', { name: 'Waiting for a first chat' })
      .getByRole('link', { name: 'Pat Newcomer' })
      .waitFor();
    await expectAccessible(page, 'my day');

    await openClientRecord(page, 'Jo Demo');
    await page.getByRole('cell', { name: '29.8' }).waitFor();
    await expectAccessible(page, 'client overview');

    await recordTab(page, 'Plan');
    await heading(page, 'Plan', 2);
    await expectAccessible(page, 'plan editor');
    await page.getByRole('button', { name: 'Add a goal or barrier note' }).click();
    await page.getByRole('button', { name: 'Add note' }).click();
    await page.getByText('There is a problem').waitFor();
    await expectAccessible(page, 'plan note errors');
    await page.getByLabel('Goal', { exact: true }).check();
    await page.getByLabel('Title').fill('Sleep');
    await page.getByLabel('Note', { exact: true }).fill('In bed by eleven on weeknights.');
    await page.getByRole('button', { name: 'Add note' }).click();
    await page.getByText('In bed by eleven on weeknights.').waitFor();

    const day = freeWeekday();
    await recordTab(page, 'Sessions');
    await heading(page, 'Sessions', 2);
    await page.getByRole('button', { name: 'Schedule a session' }).click();
    await page.getByLabel('Type').selectOption({ label: 'Check-in' });
    await page.getByLabel('Date').fill(day);
    await page.getByLabel('Time').selectOption('lunch');
    await page.getByRole('button', { name: 'Schedule session' }).click();
    await page.getByRole('cell', { name: formatUkDate(day), exact: true }).waitFor();
    await page.getByRole('button', { name: `Add a note Check-in on ${formatUkDate(day)}` }).click();
    await page.getByLabel('Session note').fill('Meant for another client.');
    await page.getByRole('button', { name: 'Add note' }).click();
    await page.getByText('Meant for another client.').waitFor();
    await expectAccessible(page, 'sessions');
    await page.getByRole('button', { name: `Remove the note of ${formatUkDate(todayIso())}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove this note?' });
    await dialog.getByText('Meant for another client.').waitFor();
    await expectAccessible(page, 'remove session note');
    await dialog.getByRole('button', { name: 'Yes, remove the note' }).click();
    await page.getByText('Note removed.').waitFor();
    expect(await page.getByText('Meant for another client.').count()).toBe(0);

    await recordTab(page, 'Actions');
    await heading(page, 'Actions', 2);
    // By keyboard: the form's first field takes the focus from the button it replaces, which gets it back.
    await page.getByRole('button', { name: 'Set an action' }).press('Enter');
    await expect.poll(() => focusedLabel(page)).toBe('Title');
    await page.keyboard.type('Try a new vegetable');
    await page.getByLabel('What to do').fill('Buy one vegetable you have never cooked and try it this week.');
    await page.getByRole('button', { name: 'Set action' }).click();
    await page.getByRole('heading', { name: 'Try a new vegetable' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Set an action');
    await expectAccessible(page, 'actions');

    await recordTab(page, 'Messages');
    await heading(page, 'Messages', 2);
    await page.getByLabel('Your message').fill('Great progress this week, Jo.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.locator('.chat__text', { hasText: 'Great progress this week, Jo.' }).waitFor();
    await expectAccessible(page, 'messages');

    const client = await newPerson(started.browser, started.service.baseUrl);
    await logInAs(client.page, DEMO_CLIENT);
    const bell = client.page.getByRole('button', { name: /^Notifications/ });
    // One more than before sessions told the client: "Session booked" beside the action and message.
    await expect.poll(async () => bell.textContent()).toMatch(/6/);
    const main = client.page.getByRole('main');
    await client.page.goto('/plan');
    await main.getByText('Sleep', { exact: true }).waitFor();
    await client.page.goto('/sessions');
    await main.getByText(formatUkDate(day)).first().waitFor();
    await client.page.goto('/actions');
    await main.getByText('Try a new vegetable').first().waitFor();
    await client.page.goto('/messages');
    await main.getByText('Great progress this week, Jo.').waitFor();
  });

  it('a coach takes a newly registered client from the queue to a plan with a session, an action and a message', async () => {
    const { page } = await newPerson(started.browser, started.service.baseUrl, { width: 1280 });
    await staffLogIn(page, DEMO_STAFF.coach, DEMO_STAFF_TOTP.coach);
    await page
      .getByRole('region', { name: 'Waiting for a first chat' })
      .getByRole('link', { name: 'Pat Newcomer' })
      .click();
    await heading(page, /Pat Newcomer/);
    await page.getByRole('button', { name: 'Mark first chat done' }).click();
    await page.getByText('First chat recorded.').waitFor();

    await recordTab(page, 'Plan');
    await page.getByText('This client has no plan yet.').waitFor();
    await page.getByLabel('Level 2: adds messages with the coach').check();
    await page.getByLabel('Move more').check();
    await page.getByRole('button', { name: 'Create plan' }).click();
    await page.getByText('Plan saved.').waitFor();
    await page.getByText('What the move more template adds').click();
    await page.getByText('Walk for 10 minutes after one meal a day, due in 7 days').waitFor();
    await page.getByRole('button', { name: 'Add the template to the plan' }).click();
    await page.getByText('Added 1 goal note, 3 techniques and 2 actions.').waitFor();
    await page.locator('strong', { hasText: 'Build up to 150 minutes a week' }).waitFor();
    await expectAccessible(page, 'new plan from a template');

    const day = freeWeekday(52);
    await recordTab(page, 'Sessions');
    await page.getByRole('button', { name: 'Schedule a session' }).click();
    await page.getByLabel('Type').selectOption({ label: 'Check-in' });
    await page.getByLabel('Date').fill(day);
    await page.getByLabel('Time').selectOption('morning');
    await page.getByRole('button', { name: 'Schedule session' }).click();
    await page.getByRole('cell', { name: formatUkDate(day), exact: true }).waitFor();

    await recordTab(page, 'Actions');
    await page.getByRole('button', { name: 'Set an action' }).click();
    await page.getByLabel('Title').fill('Walk to the shops');
    await page.getByLabel('What to do').fill('Walk instead of driving to the local shops twice this week.');
    await page.getByRole('button', { name: 'Set action' }).click();
    await page.getByRole('heading', { name: 'Walk to the shops' }).waitFor();

    await recordTab(page, 'Messages');
    await page.getByLabel('Your message').fill('Welcome to the programme, Pat.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.locator('.chat__text', { hasText: 'Welcome to the programme, Pat.' }).waitFor();

    const client = await newPerson(started.browser, started.service.baseUrl);
    await logInAs(client.page, DEMO_NO_PLAN);
    const main = client.page.getByRole('main');
    await client.page.goto('/sessions');
    await main.getByText(formatUkDate(day)).first().waitFor();
    await client.page.goto('/actions');
    await main.getByText('Walk to the shops').first().waitFor();
    await main.getByText('Walk for 10 minutes after one meal a day').first().waitFor();
    await client.page.goto('/messages');
    await main.getByText('Welcome to the programme, Pat.').waitFor();
  });

  it('an administrator actions a closure request, and the client can no longer log in', async () => {
    const client = await newPerson(started.browser, started.service.baseUrl);
    await logInAs(client.page, DEMO_NO_PLAN);
    await client.page.goto('/account');
    await client.page.getByRole('button', { name: 'Close my account' }).click();
    await client.page.getByRole('button', { name: 'Yes, close my account' }).click();
    await client.page.waitForURL('**/account-closed');

    const { page } = await newPerson(started.browser, started.service.baseUrl, { width: 1280 });
    await staffLogIn(page, DEMO_STAFF.admin, DEMO_STAFF_TOTP.admin);
    await page
      .getByRole('region', { name: 'Closure requests' })
      .getByRole('link', { name: 'Pat Newcomer' })
      .click();
    await heading(page, /Pat Newcomer/);
    await page.getByRole('button', { name: 'Close account' }).click();
    await expectAccessible(page, 'close account dialog');
    await page.getByRole('button', { name: 'Yes, close the account and erase the data' }).click();
    await page.getByText('This account is closed. Its personal data has been erased.').waitFor();
    await heading(page, /Closed account/);

    await page.getByRole('link', { name: 'Audit log' }).click();
    await heading(page, 'Audit log');
    await page
      .getByRole('cell', { name: /closed account/ })
      .first()
      .waitFor();
    await expectAccessible(page, 'audit log');

    const again = await newPerson(started.browser, started.service.baseUrl);
    await again.page.goto('/');
    await fillDateOfBirth(again.page, DEMO_NO_PLAN.dob);
    await again.page.getByLabel('Email address').fill(DEMO_NO_PLAN.email);
    await again.page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await again.page.getByRole('button', { name: 'Sign in' }).click();
    await again.page.getByText('Invalid email/dob/password').waitFor();
  });
});
