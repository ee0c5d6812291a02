import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_STAFF, DEMO_STAFF_TOTP } from '../apps/api/src/db/seed/seed-demo-data.ts';
import { expectAccessible, newPerson } from './support/browser.ts';
import { startInProcessService } from './support/in-process-service.ts';
import { DEMO_PASSWORD } from './support/log-in.ts';
import { staffCode } from './support/staff-code.ts';
import { heading, openClientRecord, staffLogIn } from './support/staff-log-in.ts';
import { startedForFile } from './support/started-for-file.ts';

const started = startedForFile(startInProcessService);

/** Half an hour and a minute without use, as if the coach had been writing all that time. */
const leaveUnused = () =>
  started.service.db.execute(
    sql`update access_tokens set last_used_at = now() - interval '31 minutes' where staff_id is not null`,
  );

const NOTE =
  'Long call about shift work: agreed to try a walk before each late shift, review in a fortnight.';

async function signInAgain(page: Page, button: string) {
  const dialog = page.getByRole('dialog', { name: 'Sign in again to carry on' });
  await dialog.getByText(`Signing in as Sam Coach (${DEMO_STAFF.coach}).`).waitFor();
  await expectAccessible(page, 'the staff sign-in-again step');
  await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByLabel('Security code').fill(await staffCode(DEMO_STAFF_TOTP.coach));
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('a staff session that ends while a coach is working', () => {
  it('asks the same coach to sign in over the page and then saves the note they typed', async () => {
    const { page } = await newPerson(started.browser, started.service.baseUrl, { width: 1280 });
    await staffLogIn(page, DEMO_STAFF.coach, DEMO_STAFF_TOTP.coach);
    await openClientRecord(page, 'Jo Demo');
    await page
      .getByRole('navigation', { name: 'Client record' })
      .getByRole('link', { name: 'Contact and notes' })
      .click();
    await page.getByLabel('New case note').fill(NOTE);
    await leaveUnused();

    await page.getByRole('button', { name: 'Add case note' }).click();
    await signInAgain(page, 'Sign in');
    await page.getByRole('cell', { name: NOTE }).waitFor();
    expect(await page.getByLabel('New case note').inputValue()).toBe('');
    await heading(page, /Jo Demo/);
  });

  it('"Not now" keeps what was typed, unsaved, and says so; saving again asks again', async () => {
    const { page } = await newPerson(started.browser, started.service.baseUrl, { width: 1280 });
    await staffLogIn(page, DEMO_STAFF.coach, DEMO_STAFF_TOTP.coach);
    await openClientRecord(page, 'Jo Demo');
    await page
      .getByRole('navigation', { name: 'Client record' })
      .getByRole('link', { name: 'Contact and notes' })
      .click();
    const second = `${NOTE} Second note.`;
    await page.getByLabel('New case note').fill(second);
    await leaveUnused();

    await page.getByRole('button', { name: 'Add case note' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in again to carry on' });
    await dialog.getByRole('button', { name: 'Not now' }).click();
    await page.getByText('Your session has ended, so this was not saved.').waitFor();
    expect(await page.getByLabel('New case note').inputValue()).toBe(second);

    await page.getByRole('button', { name: 'Add case note' }).click();
    await signInAgain(page, 'Sign in');
    await page.getByRole('cell', { name: second }).waitFor();
  });
});
