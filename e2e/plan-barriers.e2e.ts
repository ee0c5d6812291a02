import { describe, expect, it } from 'vitest';
import { DEMO_STAFF, DEMO_STAFF_TOTP } from '../apps/api/src/db/seed/seed-demo-data.ts';
import { choose, fillTimeSpent, h1, next, onPage } from './support/assessment.ts';
import { expectAccessible, newPerson } from './support/browser.ts';
import { DEMO_CLIENT, DEMO_NO_PLAN, logInAs } from './support/log-in.ts';
import { startService } from './support/service.ts';
import { openClientRecord, staffLogIn } from './support/staff-log-in.ts';
import { startedForFile } from './support/started-for-file.ts';

const started = startedForFile(startService);

/** The demo coach signs in and opens the Plan tab of a client's record. */
async function coachOpensPlan(name: string) {
  const { page } = await newPerson(started.browser, started.service.baseUrl, { width: 1280 });
  await staffLogIn(page, DEMO_STAFF.coach, DEMO_STAFF_TOTP.coach);
  await openClientRecord(page, name);
  await page.getByRole('navigation', { name: 'Client record' }).getByRole('link', { name: 'Plan' }).click();
  return page;
}

describe('from barriers to techniques', () => {
  it('a client names a barrier on the plan, the coach adds a suggested technique for it, and the client sees it', async () => {
    const client = await newPerson(started.browser, started.service.baseUrl);
    await logInAs(client.page, DEMO_CLIENT);
    await client.page.goto('/plan');
    const barriers = client.page.getByRole('region', { name: 'What gets in the way?' });
    await barriers.getByRole('button', { name: 'Tell us what gets in the way' }).click();
    await barriers.getByRole('group', { name: 'Lose weight' }).getByLabel('Cravings in the evening').check();
    await expectAccessible(client.page, 'choosing barriers');
    await barriers.getByRole('button', { name: 'Save' }).click();
    await barriers.getByRole('listitem').filter({ hasText: 'Cravings in the evening' }).waitFor();
    await barriers.getByRole('button', { name: 'Change what gets in the way' }).waitFor();
    await expectAccessible(client.page, 'barriers named');

    const page = await coachOpensPlan('Jo Demo');
    const panel = page.getByRole('region', { name: 'What gets in the way' });
    const cravings = panel.getByRole('listitem').filter({ hasText: 'Cravings in the evening' });
    await cravings.getByText('motivation (automatic) · Lose weight · named by the client').waitFor();
    expect(
      await cravings.getByText('Why: targets motivation (automatic): cravings in the evening').count(),
    ).toBe(3);
    expect(await cravings.getByText('How it has gone here: not enough ratings yet').count()).toBe(3);
    await expectAccessible(page, 'barriers with suggestions');

    const addHabit = panel.getByRole('button', {
      name: /^Add to plan.*Build a habit, for Cravings in the evening$/,
    });
    await addHabit.click();
    const status = panel.getByRole('status');
    await status.getByText('Added “Build a habit” to the plan for “Cravings in the evening”.').waitFor();
    expect(await status.evaluate((node) => node === document.activeElement)).toBe(true);
    await status.getByRole('button', { name: /Undo/ }).click();
    await status.getByText('Took “Build a habit” off the plan again.').waitFor();
    await addHabit.click();
    await status.getByText('Added “Build a habit” to the plan for “Cravings in the evening”.').waitFor();
    const techniques = page.getByRole('region', { name: 'Behaviour-change techniques' });
    await techniques.getByRole('heading', { name: /Build a habit/ }).waitFor();
    expect(await addHabit.count()).toBe(0);
    await expectAccessible(page, 'suggestion added');

    await client.page.reload();
    const yours = client.page.getByRole('region', { name: 'Your techniques' });
    await yours.getByText('Build a habit').first().waitFor();
    await expectAccessible(client.page, 'plan with the added technique');
  });

  it('a client names a barrier in their first health check, and the coach sees it with suggestions before writing a plan', async () => {
    const client = await newPerson(started.browser, started.service.baseUrl);
    const page = client.page;
    await logInAs(page, DEMO_NO_PLAN);
    await page.goto('/assessment');
    await h1(page).filter({ hasText: 'Your quick health check' }).waitFor();
    await next(page);
    await onPage(page, 'Page 1 of 13');
    await page.getByLabel('Lose weight').check();
    await next(page);

    await onPage(page, 'Page 2 of 13');
    await page.getByLabel('To feel healthier').check();
    const barriers = page.getByRole('group', { name: 'What gets in the way?' });
    await barriers.getByText(/^Optional\./).waitFor();
    expect(await barriers.getByRole('group').allInnerTexts()).toHaveLength(2);
    const cravings = barriers
      .getByRole('group', { name: 'Lose weight' })
      .getByLabel('Cravings in the evening');
    await cravings.check();
    await expectAccessible(page, 'motivations with what gets in the way');
    // Kept over a reload and a visit back, as every answer of the check is.
    await page.reload();
    await onPage(page, 'Page 2 of 13');
    expect(await cravings.isChecked()).toBe(true);
    await next(page);
    await onPage(page, 'Page 3 of 13');
    await page.getByRole('button', { name: 'Back' }).click();
    await onPage(page, 'Page 2 of 13');
    expect(await cravings.isChecked()).toBe(true);
    await cravings.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    expect(await barriers.getByLabel('I eat when I’m stressed or bored').isChecked()).toBe(true);
    await page.keyboard.press('Space');
    await next(page);

    await onPage(page, 'Page 3 of 13');
    await page.getByLabel('Your weight in kilograms').fill('92');
    await page.getByLabel('Your height in centimetres').fill('178');
    await next(page);
    await onPage(page, 'Page 4 of 13');
    await fillTimeSpent(page, ['1', '0'], ['8', '0']);
    await onPage(page, 'Page 6 of 13');
    await choose(page, 'Do you smoke or vape?', 'I do neither');
    await next(page);
    await onPage(page, 'Page 7 of 13');
    await choose(page, 'How often do you have a drink containing alcohol?', 'Never');
    await next(page);
    await onPage(page, 'Page 13 of 13');
    const named = page.locator('.summary-list__row', { hasText: 'What gets in the way?' });
    expect(await named.locator('dd').textContent()).toBe('Cravings in the evening');
    await page.getByRole('button', { name: 'Submit' }).click();
    await h1(page).filter({ hasText: 'Your health check results' }).waitFor();

    // Before a plan, the client's own plan page shows what they named, as the coach's record does.
    await page.goto('/plan');
    await page.getByText('You do not have a plan yet.', { exact: false }).waitFor();
    const told = page.getByRole('region', { name: 'What gets in the way?' });
    await told.getByRole('listitem').filter({ hasText: 'Cravings in the evening' }).waitFor();
    const goals = page.getByRole('region', { name: 'Your goals' });
    await goals.getByRole('listitem').filter({ hasText: 'Lose weight' }).waitFor();
    const nextSteps = page.getByRole('region', { name: 'What happens next' });
    await nextSteps.getByText(/^Have your first chat with an advisor/).waitFor();
    expect(await nextSteps.getByRole('link', { name: 'Take the quick health check' }).count()).toBe(0);
    await expectAccessible(page, 'no plan yet: what the client named at the check');

    const staff = await coachOpensPlan('Pat Newcomer');
    await staff.getByText('This client has no plan yet.', { exact: false }).waitFor();
    const panel = staff.getByRole('region', { name: 'What gets in the way' });
    const barrier = panel.getByRole('listitem').filter({ hasText: 'Cravings in the evening' });
    await barrier.getByText('motivation (automatic) · Lose weight · named by the client').waitFor();
    expect(
      await barrier.getByText('Why: targets motivation (automatic): cravings in the evening').count(),
    ).toBe(3);
    await panel.getByText('Create the plan above to add a suggested technique to it.').waitFor();
    expect(await panel.getByText('I eat when I’m stressed or bored').count()).toBe(0);
    await expectAccessible(staff, 'barriers named before a plan');

    const settings = staff.getByRole('region', { name: 'Service level and goals' });
    await settings.getByLabel('Level 1: plan, sessions and actions').check();
    await settings.getByLabel('Lose weight').check();
    await settings.getByRole('button', { name: 'Create plan' }).click();
    await panel
      .getByRole('button', { name: /^Add to plan.*, for Cravings in the evening$/ })
      .first()
      .waitFor();
    await page.goto('/plan');
    const onPlan = page.getByRole('region', { name: 'What gets in the way?' });
    await onPlan.getByRole('listitem').filter({ hasText: 'Cravings in the evening' }).waitFor();
    await expectAccessible(page, 'the plan with the barrier named at the check');
  });
});
