import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF, DEMO_STAFF_TOTP } from '../apps/api/src/db/seed/seed-demo-data.ts';
import { expectAccessible, launchBrowser, newPerson } from './support/browser.ts';
import { DEMO_CLIENT, logInAs } from './support/log-in.ts';
import { type Service, startService } from './support/service.ts';
import { heading, staffLogIn } from './support/staff-log-in.ts';

let service: Service;
let browser: Browser;
beforeAll(async () => {
  [service, browser] = await Promise.all([startService(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await service?.stop();
});

describe('from barriers to techniques', () => {
  it('a client names a barrier on the plan, the coach adds a suggested technique for it, and the client sees it', async () => {
    const client = await newPerson(browser, service.baseUrl);
    await logInAs(client.page, DEMO_CLIENT);
    await client.page.goto('/plan');
    const barriers = client.page.getByRole('region', { name: 'What gets in the way?' });
    await barriers.getByRole('button', { name: 'Tell us what gets in the way' }).click();
    await barriers.getByLabel('Lose weight: Cravings in the evening').check();
    await expectAccessible(client.page, 'choosing barriers');
    await barriers.getByRole('button', { name: 'Save' }).click();
    await barriers.getByRole('listitem').filter({ hasText: 'Cravings in the evening' }).waitFor();
    await barriers.getByRole('button', { name: 'Change what gets in the way' }).waitFor();
    await expectAccessible(client.page, 'barriers named');

    const coach = await newPerson(browser, service.baseUrl, { width: 1280 });
    const page = coach.page;
    await staffLogIn(page, DEMO_STAFF.coach, DEMO_STAFF_TOTP.coach);
    await page.getByRole('link', { name: 'Clients' }).click();
    await page.getByRole('link', { name: 'Jo Demo' }).click();
    await heading(page, /Jo Demo/);
    await page.getByRole('navigation', { name: 'Client record' }).getByRole('link', { name: 'Plan' }).click();
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
});
