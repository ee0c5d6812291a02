import { describe, expect, it } from 'vitest';
import { DEMO_STAFF, DEMO_STAFF_TOTP } from '../apps/api/src/db/seed/seed-demo-data.ts';
import { expectAccessible, newPerson } from './support/browser.ts';
import { DEMO_CLIENT, logInAs } from './support/log-in.ts';
import { startService } from './support/service.ts';
import { heading, searchClients, staffLogIn } from './support/staff-log-in.ts';
import { startedForFile } from './support/started-for-file.ts';

const started = startedForFile(startService);

describe('the staff console in several tabs', () => {
  it('a coach works My day in two tabs with one sign-in, and signing out ends both', async () => {
    const { context, page } = await newPerson(started.browser, started.service.baseUrl, { width: 1280 });
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
    await searchClients(page, 'Jo Demo');
    await page.getByRole('link', { name: 'Jo Demo' }).click();
    await heading(page, /Jo Demo/);

    await page.getByRole('button', { name: 'Log out' }).click();
    await heading(page, 'Staff sign in');
    await heading(second, 'Staff sign in');
    await second.goto('/staff/clients');
    await heading(second, 'Staff sign in');
  });

  it('the outcome report, opened by a coach, says it is for administrators', async () => {
    const { page } = await newPerson(started.browser, started.service.baseUrl);
    await staffLogIn(page, DEMO_STAFF.coach, DEMO_STAFF_TOTP.coach);
    await page.goto('/staff/report');
    await heading(page, 'This page is for administrators');
    await expectAccessible(page, 'the report page for a coach');
  });
});

describe('My day keeps up', () => {
  it('a new message shows on My day and in the header without reloading, and the coach replies from My day', async () => {
    const { page } = await newPerson(started.browser, started.service.baseUrl, { width: 1280 });
    await staffLogIn(page, DEMO_STAFF.coach, DEMO_STAFF_TOTP.coach);
    const header = page.getByRole('status').filter({ hasText: /Messages waiting: \d+/ });
    const before = Number((await header.innerText()).replace(/\D/g, ''));

    const client = await newPerson(started.browser, started.service.baseUrl);
    await logInAs(client.page, DEMO_CLIENT);
    await client.page.goto('/messages');
    await client.page
      .getByLabel('Your message')
      .fill('I have chest pains since the new tablets, please call');
    await client.page.getByRole('button', { name: 'Send message' }).click();
    await client.page.getByText('I have chest pains since the new tablets, please call').waitFor();

    const waiting = page.getByRole('region', { name: 'Messages waiting' });
    const urgent = waiting.getByText('I have chest pains since the new tablets, please call');
    await urgent.waitFor({ timeout: 30_000 });
    await header.filter({ hasText: String(before + 1) }).waitFor({ timeout: 30_000 });

    await waiting.getByRole('button', { name: 'Reply (Jo Demo)' }).click();
    const reply = page.getByRole('heading', { name: 'Reply to Jo Demo' });
    expect(await reply.evaluate((heading) => heading === document.activeElement)).toBe(true);
    await page.getByLabel('Start from a snippet').selectOption({ index: 1 });
    expect(await page.getByLabel('Your message').inputValue()).toMatch(/Jo/);
    await expectAccessible(page, 'replying from my day');
    await page.getByLabel('Your message').fill('Please call 999 now. I will ring you this afternoon.');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await page.getByText('Reply sent to Jo Demo.').waitFor();
    await urgent.waitFor({ state: 'detached' });

    await client.page
      .getByText('Please call 999 now. I will ring you this afternoon.')
      .waitFor({ timeout: 15_000 });
  });

  it('a try to reach a new client is logged from My day, once for a double click', async () => {
    const { page } = await newPerson(started.browser, started.service.baseUrl, { width: 1280 });
    await staffLogIn(page, DEMO_STAFF.coach, DEMO_STAFF_TOTP.coach);
    const firstChats = page.getByRole('region', { name: 'Waiting for a first chat' });
    const row = firstChats.getByRole('row').nth(1);
    const tried = row.getByRole('cell').nth(3);
    const count = (text: string) => (text.trim() === 'Not yet' ? 0 : Number.parseInt(text, 10));
    const before = count(await tried.innerText());
    await row.getByRole('button', { name: /^Log a try/ }).click();
    const panel = page.getByRole('region', { name: /^Log a try to reach/ });
    await panel.getByRole('button', { name: 'Voicemail left' }).dblclick();
    await panel.getByText('Logged: Phone call, voicemail left.').waitFor();
    await expect.poll(async () => count(await tried.innerText())).toBe(before + 1);
    await expectAccessible(page, 'a try logged from my day');
  });
});
