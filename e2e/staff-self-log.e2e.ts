import { addDays, formatUkDate, todayIso } from '@coaching/shared/rules/dates';
import { weekStart } from '@coaching/shared/rules/self-log-week';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { clients } from '../apps/api/src/db/schema.ts';
import { DEMO_STAFF, DEMO_STAFF_TOTP } from '../apps/api/src/db/seed/seed-demo-data.ts';
import { addSelfLogEntries } from '../apps/api/src/test/self-log-entries.ts';
import { expectAccessible, newPerson } from './support/browser.ts';
import { startInProcessService } from './support/in-process-service.ts';
import { DEMO_CLIENT } from './support/log-in.ts';
import { heading, staffLogIn } from './support/staff-log-in.ts';
import { startedForFile } from './support/started-for-file.ts';

const started = startedForFile(startInProcessService);

const region = (page: Page, name: string) => page.getByRole('region', { name });

describe('self-logging on the staff side', () => {
  it('a coach finds a client who stopped logging on My day, reads their logs and sets a target', async () => {
    const [demo] = await started.service.db
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.email, DEMO_CLIENT.email));
    if (!demo) throw new Error('demo client missing');
    // Three weeks running, the last entry 15 days ago.
    const last = addDays(todayIso(), -15);
    await addSelfLogEntries(started.service.db, demo.id, [
      ['activity', addDays(weekStart(last), -14), 30],
      ['activity', addDays(weekStart(last), -7), 45],
      ['weight', last, 83.4],
    ]);

    const { page } = await newPerson(started.browser, started.service.baseUrl, { width: 1280 });
    await staffLogIn(page, DEMO_STAFF.coach, DEMO_STAFF_TOTP.coach);
    const stopped = region(page, 'Stopped logging');
    // Beside the demo caseload's Dee Harper, who stopped 16 days ago.
    await stopped.getByText('2 items, oldest 16 days').waitFor();
    await expectAccessible(page, 'my day with the self-logging lists');
    await stopped.getByRole('link', { name: 'Jo Demo' }).click();

    await heading(page, /Jo Demo/);
    const logs = region(page, 'Logged between checks');
    await logs.getByRole('cell', { name: '83.4 kg' }).first().waitFor();
    await logs.getByText('No targets set on the plan.').waitFor();
    // The charts and sentences above are the client's own: the weight logged after the check leads.
    const weight = region(page, 'Weight');
    await weight.getByText(/^They are 83\.4 kg, /).waitFor();
    await weight.getByText(`From what they recorded on ${formatUkDate(last)}`, { exact: false }).waitFor();
    await weight.getByRole('table', { name: 'Weights they recorded between checks' }).waitFor();
    await expectAccessible(page, 'progress tab with the client’s logs');

    await page.getByRole('navigation', { name: 'Client record' }).getByRole('link', { name: 'Plan' }).click();
    const targets = region(page, 'Targets for self-logging');
    await targets.getByText('No targets set yet.').waitFor();
    await targets.getByLabel('Target for').selectOption({ label: 'Active minutes' });
    await targets.getByLabel('Active minutes a week, at least').fill('5');
    await targets.getByRole('button', { name: 'Save target' }).click();
    await page.getByText('There is a problem').waitFor();
    await targets.getByText('Enter a number from 10 to 6,720').first().waitFor();
    await expectAccessible(page, 'a target out of range');
    await targets.getByLabel('Active minutes a week, at least').fill('150');
    await targets.getByRole('button', { name: 'Save target' }).click();
    await targets.getByText('150 active minutes a week or more').waitFor();
    await expectAccessible(page, 'a target saved');

    await page
      .getByRole('navigation', { name: 'Client record' })
      .getByRole('link', { name: 'Progress' })
      .click();
    await region(page, 'Logged between checks')
      .getByText('Targets: 150 active minutes a week or more.')
      .waitFor();
  });

  it('an administrator reads self-logging in the outcome report, with its denominators', async () => {
    const { page } = await newPerson(started.browser, started.service.baseUrl, { width: 1280 });
    await staffLogIn(page, DEMO_STAFF.admin, DEMO_STAFF_TOTP.admin);
    await page.goto('/staff/report');
    await heading(page, 'Outcome report');
    await page.getByLabel('From').fill('2020-01-01');
    await page.getByLabel('To').fill(todayIso());
    await page.getByRole('button', { name: 'Show the report' }).click();
    await page
      .getByText(/Logged in at least 8 of their first 12 weeks from the first check: \d+ of \d+/)
      .waitFor();
    await page
      .getByRole('table', {
        name: 'Self-reported change from the first check by the last week logged in the period',
      })
      .getByRole('rowheader', { name: 'Weight' })
      .waitFor();
    await expectAccessible(page, 'outcome report with self-logging');
  });
});
