import { describe, it } from 'vitest';
import { DEMO_STAFF, DEMO_STAFF_TOTP } from '../apps/api/src/db/seed/seed-demo-data.ts';
import { expectAccessible, newPerson } from './support/browser.ts';
import { DEMO_CLIENT, logInAs } from './support/log-in.ts';
import { startService } from './support/service.ts';
import { heading, openClientRecord, staffLogIn } from './support/staff-log-in.ts';
import { startedForFile } from './support/started-for-file.ts';

const started = startedForFile(startService);

describe('discharging a client', () => {
  it('a coach discharges a client from the record; the case leaves the list and is found under Discharged', async () => {
    const { page } = await newPerson(started.browser, started.service.baseUrl, { width: 1280 });
    await staffLogIn(page, DEMO_STAFF.coach, DEMO_STAFF_TOTP.coach);
    await openClientRecord(page, 'Jo Demo');

    await page.getByRole('button', { name: 'Discharge client' }).click();
    await page.getByRole('button', { name: 'Discharge client' }).click();
    await page.getByText('There is a problem').waitFor();
    await expectAccessible(page, 'discharge form errors');
    await page.getByLabel('Moved away').check();
    await page.getByLabel(/^Note/).fill('Moved to Leeds in October.');
    await page.getByRole('button', { name: 'Discharge client' }).click();
    await page.getByRole('heading', { name: 'Discharged', level: 2 }).waitFor();
    await page.getByText(/^Moved away, on \d{2}\/\d{2}\/\d{4}/).waitFor();
    await expectAccessible(page, 'discharged record');

    await page.getByRole('link', { name: 'Clients' }).click();
    await heading(page, 'Clients');
    await page.getByRole('link', { name: 'Pat Newcomer' }).waitFor();
    await page.getByRole('link', { name: 'Jo Demo' }).waitFor({ state: 'detached' });
    await page.getByText('Filters').click();
    await page.getByLabel('Stage').selectOption({ label: 'Discharged' });
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('row', { name: /Jo Demo.*Discharged/ }).waitFor();
    await expectAccessible(page, 'clients filtered to discharged');

    const client = await newPerson(started.browser, started.service.baseUrl);
    await logInAs(client.page, DEMO_CLIENT);
    await client.page.getByRole('heading', { name: 'Your coaching has ended', level: 1 }).waitFor();
    await client.page
      .getByRole('button', { name: /Download/ })
      .first()
      .waitFor();
    await expectAccessible(client.page, 'coaching ended');
  });
});
