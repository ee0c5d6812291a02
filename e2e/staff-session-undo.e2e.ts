import { addDays, todayIso } from '@coaching/shared/rules/dates';
import { isSessionDay } from '@coaching/shared/rules/session-days';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { clients, sessions } from '../apps/api/src/db/schema.ts';
import { DEMO_STAFF, DEMO_STAFF_TOTP } from '../apps/api/src/db/seed/seed-demo-data.ts';
import { expectAccessible, newPerson } from './support/browser.ts';
import { startInProcessService } from './support/in-process-service.ts';
import { DEMO_CLIENT } from './support/log-in.ts';
import { openClientRecord, staffLogIn } from './support/staff-log-in.ts';
import { startedForFile } from './support/started-for-file.ts';

const started = startedForFile(startInProcessService);

/** A session of Jo Demo's two weekdays ago, still to be recorded (its band has started). */
async function addUnrecordedSession(): Promise<string> {
  let day = addDays(todayIso(), -2);
  while (!isSessionDay(day)) day = addDays(day, -1);
  const [jo] = await started.service.db.select().from(clients).where(eq(clients.email, DEMO_CLIENT.email));
  await started.service.db.insert(sessions).values({
    clientId: jo?.id ?? 0,
    coachId: jo?.coachId ?? null,
    type: 'check-in',
    dueDate: day,
    time: 'evening',
  });
  return day.split('-').reverse().join('/');
}

const joSessions = async (page: Page) => {
  await openClientRecord(page, 'Jo Demo');
  await page
    .getByRole('navigation', { name: 'Client record' })
    .getByRole('link', { name: 'Sessions' })
    .click();
  await page.getByRole('table', { name: 'Sessions, earliest first' }).waitFor();
};

describe('recording and changing sessions', () => {
  it('a coach marks a session held, then undoes it in place; cancelling asks first', async () => {
    const shown = await addUnrecordedSession();
    const { page } = await newPerson(started.browser, started.service.baseUrl, { width: 1280 });
    await staffLogIn(page, DEMO_STAFF.coach, DEMO_STAFF_TOTP.coach);
    await joSessions(page);

    const row = page.getByRole('row', { name: new RegExp(`${shown}.*Check-in`) });
    await row.getByRole('button', { name: /^Mark complete/ }).click();
    await row.getByText('Complete', { exact: true }).waitFor();
    await row.getByRole('button', { name: /^Undo held/ }).waitFor();
    await expectAccessible(page, 'session marked held, with Undo');
    await row.getByRole('button', { name: /^Undo held/ }).click();
    await row.getByText('Upcoming', { exact: true }).waitFor();

    await row.getByRole('button', { name: /^Cancel session/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this session?' });
    await dialog.waitFor();
    await expectAccessible(page, 'cancel session confirmation');
    await dialog.getByRole('button', { name: 'No, keep it' }).click();
    await row.getByText('Upcoming', { exact: true }).waitFor();
    await row.getByRole('button', { name: /^Cancel session/ }).click();
    await dialog.getByRole('button', { name: 'Yes, cancel the session' }).click();
    await row.getByText('Cancelled', { exact: true }).waitFor();
  });
});
