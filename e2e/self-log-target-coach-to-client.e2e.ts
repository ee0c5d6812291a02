import { describe, it } from 'vitest';
import { DEMO_STAFF, DEMO_STAFF_TOTP } from '../apps/api/src/db/seed/seed-demo-data.ts';
import { expectAccessible, newPerson } from './support/browser.ts';
import { startInProcessService } from './support/in-process-service.ts';
import { DEMO_CLIENT, logInAs } from './support/log-in.ts';
import { heading, openClientRecord, staffLogIn } from './support/staff-log-in.ts';
import { startedForFile } from './support/started-for-file.ts';

const started = startedForFile(startInProcessService);

describe('a weekly target from the coach to the client', () => {
  it('a coach sets 150 active minutes a week on the plan, and the client sees it on the dashboard and on Progress', async () => {
    const coach = await newPerson(started.browser, started.service.baseUrl, { width: 1280 });
    await staffLogIn(coach.page, DEMO_STAFF.coach, DEMO_STAFF_TOTP.coach);
    await openClientRecord(coach.page, 'Jo Demo');
    await coach.page
      .getByRole('navigation', { name: 'Client record' })
      .getByRole('link', { name: 'Plan' })
      .click();
    const targets = coach.page.getByRole('region', { name: 'Targets for self-logging' });
    await targets.getByText('No targets set yet.').waitFor();
    await targets.getByLabel('Target for').selectOption({ label: 'Active minutes' });
    await targets.getByLabel('Active minutes a week, at least').fill('150');
    await targets.getByRole('button', { name: 'Save target' }).click();
    await targets.getByText('150 active minutes a week or more').waitFor();
    await expectAccessible(coach.page, 'plan editor with the target saved');
    await coach.context.close();

    const { page, context } = await newPerson(started.browser, started.service.baseUrl, { width: 390 });
    await logInAs(page, DEMO_CLIENT);
    const week = page.getByRole('region', { name: 'This week at a glance' });
    const activity = week.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: 'Active minutes' }),
    });
    await activity.getByText('Your coach’s target: at least 150 active minutes a week.').waitFor();
    await expectAccessible(page, 'dashboard with the coach’s target');

    await page.getByRole('link', { name: 'See your progress since your first health check' }).click();
    await heading(page, 'Your progress');
    const target = page.getByRole('row', { name: 'Your coach’s target at least 150 active minutes a week' });
    await target.waitFor();
    await expectAccessible(page, 'progress with the coach’s target');
    await context.close();
  });
});
