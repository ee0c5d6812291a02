import { describe, it } from 'vitest';
import { DEMO_STAFF, DEMO_STAFF_TOTP } from '../apps/api/src/db/seed/seed-demo-data.ts';
import { sessionDayFrom } from '../apps/api/src/db/seed/session-day-from.ts';
import { expectAccessible, newPerson } from './support/browser.ts';
import { startService } from './support/service.ts';
import { heading, staffLogIn } from './support/staff-log-in.ts';
import { startedForFile } from './support/started-for-file.ts';

const started = startedForFile(startService);

/** The administrator, signed in on the client list, with Jo Demo and Pat Newcomer ticked. */
async function adminTicksJoAndPat() {
  const { page } = await newPerson(started.browser, started.service.baseUrl, { width: 1280 });
  await staffLogIn(page, DEMO_STAFF.admin, DEMO_STAFF_TOTP.admin);
  await page.getByRole('link', { name: 'Clients' }).click();
  await heading(page, 'Clients');
  await page.getByLabel('Select Jo Demo').check();
  await page.getByLabel('Select Pat Newcomer').check();
  return page;
}

describe('bulk actions on the client list', () => {
  it('an administrator reassigns two clients and their sessions appear in the new coach’s week', async () => {
    const page = await adminTicksJoAndPat();
    await page.getByLabel('New coach').selectOption({ label: 'Alex Admin' });
    await page.getByRole('button', { name: 'Reassign 2 selected' }).click();
    await page.getByText('2 clients reassigned with their sessions.').waitFor();
    await page.getByRole('row', { name: /Jo Demo.*Alex Admin/ }).waitFor();
    await page.getByRole('row', { name: /Pat Newcomer.*Alex Admin/ }).waitFor();
    await expectAccessible(page, 'clients after reassigning');

    await page.goto(`/staff/diary?week=${sessionDayFrom(5)}`);
    await heading(page, 'Diary');
    await page.getByRole('table').getByRole('link', { name: 'Jo Demo' }).waitFor();
    await expectAccessible(page, 'diary week');
  });

  it('an administrator sends the follow-up link to a group, and is told who was not sent one and why', async () => {
    const page = await adminTicksJoAndPat();
    await page.getByRole('button', { name: 'Send links to 2 selected' }).click();
    await page.getByText('Follow-up links sent to 1 client by email.').waitFor();
    await page
      .getByText('Pat Newcomer: This client has not had a first health check yet', { exact: false })
      .waitFor();
    await expectAccessible(page, 'clients after sending follow-up links');
  });
});
