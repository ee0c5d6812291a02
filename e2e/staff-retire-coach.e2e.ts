import { describe, it } from 'vitest';
import { DEMO_STAFF, DEMO_STAFF_TOTP } from '../apps/api/src/db/seed/seed-demo-data.ts';
import { expectAccessible, newPerson } from './support/browser.ts';
import { startService } from './support/service.ts';
import { heading, staffLogIn } from './support/staff-log-in.ts';
import { startedForFile } from './support/started-for-file.ts';

const started = startedForFile(startService);

describe('retiring a coach (issue 29)', () => {
  it('an administrator retires a coach, places their clients with a colleague, who then follows up their missed session', async () => {
    const { page } = await newPerson(started.browser, started.service.baseUrl, { width: 1280 });
    await staffLogIn(page, DEMO_STAFF.admin, DEMO_STAFF_TOTP.admin);
    await page.getByRole('link', { name: 'Staff accounts' }).click();
    await heading(page, 'Staff accounts');
    await page.getByRole('button', { name: 'Retire for Sam Coach' }).click();
    const form = page.getByRole('region', { name: 'Retire Sam Coach' });
    await form.getByRole('button', { name: 'Retire and move their clients' }).click();
    await page.getByText('Choose who takes on this coach’s clients').first().waitFor();
    await expectAccessible(page, 'retire form with an error');
    await form.getByLabel('Alex Admin (administrator)').check();
    await form.getByRole('button', { name: 'Retire and move their clients' }).click();
    await page.getByRole('row', { name: /Sam Coach.*Retired/ }).waitFor();
    await expectAccessible(page, 'staff accounts after retiring');

    await page.getByRole('link', { name: 'Clients' }).click();
    await heading(page, 'Clients');
    await page.getByRole('row', { name: /Jo Demo.*Alex Admin/ }).waitFor();

    // The session Chris Taylor missed with Sam stays Sam's in the record, but is followed up by Alex now.
    await page.getByRole('link', { name: 'My day' }).click();
    const missed = page.getByRole('region', { name: 'Missed sessions to follow up' });
    await missed.getByRole('link', { name: 'Chris Taylor' }).waitFor();
  });
});
