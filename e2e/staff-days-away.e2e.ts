import { formatUkDate } from '@coaching/shared/rules/dates';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DEMO_STAFF,
  DEMO_STAFF_TOTP,
  DEMO_TRAINING_DAY_FROM,
} from '../apps/api/src/db/seed/seed-demo-data.ts';
import { sessionDayFrom } from '../apps/api/src/db/seed/session-day-from.ts';
import { expectAccessible, newPerson } from './support/browser.ts';
import { DEMO_CLIENT, logInAs } from './support/log-in.ts';
import { startService } from './support/service.ts';
import { staffLogIn } from './support/staff-log-in.ts';
import { startedForFile } from './support/started-for-file.ts';

const started = startedForFile(startService);

const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name }).click();

/** DD/MM/YYYY as YYYY-MM-DD, as a date field takes it. */
const isoOf = (ukDate: string) => ukDate.split('/').reverse().join('-');

describe('days away', () => {
  it('a coach sees the demo training day, records a day away that has a session booked, is told to move it, and removes the day again', async () => {
    const { page } = await newPerson(started.browser, started.service.baseUrl, { width: 1280 });
    await staffLogIn(page, DEMO_STAFF.coach, DEMO_STAFF_TOTP.coach);
    await nav(page, 'Availability');
    await page.getByRole('heading', { level: 1, name: 'Availability' }).waitFor();
    const firstBooked = (
      await page
        .getByRole('listitem')
        .filter({ hasText: /with Jo Demo$/ })
        .first()
        .innerText()
    ).slice(0, 10);
    const day = isoOf(firstBooked);

    const away = page.getByRole('region', { name: 'Days away' });
    const training = formatUkDate(sessionDayFrom(DEMO_TRAINING_DAY_FROM));
    await away.getByText(`${training}: Training`).waitFor();
    await away.getByLabel('First day away').fill(day);
    await away.getByLabel('Last day away').fill(day);
    await away.getByRole('button', { name: 'Record days away' }).click();
    await away
      .getByRole('link', { name: /^There is a problem|Choose why you are away/ })
      .first()
      .waitFor();
    expect(await away.getByRole('alert').first().innerText()).toContain('Choose why you are away');

    await away.getByLabel('Annual leave').check();
    await away.getByRole('button', { name: 'Record days away' }).click();
    await away.getByText(`Days away recorded: ${firstBooked}.`).waitFor();
    const toMove = away.getByRole('listitem').filter({ hasText: firstBooked }).filter({ hasText: 'Jo Demo' });
    await toMove.getByRole('link', { name: 'Rearrange (Jo Demo)' }).first().waitFor();
    await away.getByText(`${firstBooked}: Annual leave`).waitFor();
    await expectAccessible(page, 'availability with a day away');

    await nav(page, 'My day');
    const onMyDay = page.getByRole('region', { name: 'Booked on your days away' });
    await onMyDay.getByRole('link', { name: 'Rearrange (Jo Demo)' }).first().waitFor();
    await expectAccessible(page, 'my day with a session on a day away');
    await nav(page, 'Availability');

    await away.getByRole('button', { name: `Remove (${firstBooked})` }).click();
    await away.getByText(`${firstBooked}: Annual leave`).waitFor({ state: 'detached' });
    expect(await away.getByText('Sessions booked on days away').count()).toBe(0);
    await away.getByText(`${training}: Training`).waitFor();
  });

  it('a day the coach records away is no longer offered to their client for moving a session', async () => {
    const client = await newPerson(started.browser, started.service.baseUrl);
    await logInAs(client.page, DEMO_CLIENT);
    const offered = async () => {
      await client.page.goto(`${started.service.baseUrl}/sessions`);
      await client.page.getByRole('button', { name: /^Reschedule Coaching session/ }).click();
      const date = client.page
        .getByRole('dialog', { name: /^Reschedule: Coaching session on/ })
        .getByLabel('New date');
      await expect.poll(() => date.locator('option').count()).toBeGreaterThan(1);
      return date
        .locator('option')
        .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    };
    const day = (await offered()).filter(Boolean).at(-1) as string;

    const { page } = await newPerson(started.browser, started.service.baseUrl, { width: 1280 });
    await staffLogIn(page, DEMO_STAFF.coach, DEMO_STAFF_TOTP.coach);
    await nav(page, 'Availability');
    const away = page.getByRole('region', { name: 'Days away' });
    await away.getByLabel('First day away').fill(day);
    await away.getByLabel('Last day away').fill(day);
    await away.getByLabel('Annual leave').check();
    await away.getByRole('button', { name: 'Record days away' }).click();
    await away.getByText(`${formatUkDate(day)}: Annual leave`).waitFor();

    expect(await offered()).not.toContain(day);
    await expectAccessible(client.page, 'rescheduling with the coach away');
    await away.getByRole('button', { name: `Remove (${formatUkDate(day)})` }).click();
    await away.getByText(`${formatUkDate(day)}: Annual leave`).waitFor({ state: 'detached' });
  });
});
