import { describe, expect, it } from 'vitest';
import { expectAccessible, newPerson } from './support/browser.ts';
import { DEMO_CLIENT, DEMO_NO_PLAN, logInAs } from './support/log-in.ts';
import { startService } from './support/service.ts';
import { startedForFile } from './support/started-for-file.ts';

const started = startedForFile(startService);

describe('the plan page', () => {
  it('shows the plan and saves a rating of a technique', async () => {
    const { page, context } = await newPerson(started.browser, started.service.baseUrl);
    await logInAs(page, DEMO_CLIENT);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Plan' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your plan' }).waitFor();
    await page.getByRole('link', { name: /You have 2 actions to do/ }).waitFor();
    const messages = page.getByRole('link', { name: /^Messages from your coach/ });
    await messages.waitFor();
    expect(await messages.textContent()).not.toMatch(/coach\s*0/);
    expect(await page.getByRole('link', { name: 'Change your goals' }).getAttribute('href')).toBe(
      '/update-goals',
    );
    expect(await page.locator('.goal-cards li').count()).toBe(4);
    await page.getByRole('heading', { name: 'Suggested events' }).waitFor();
    for (const text of await page.locator('#events-heading ~ ul p:not(.secondary-text)').allTextContents()) {
      expect(text.replace(/…$/, '').split(/\s+/).length).toBeLessThanOrEqual(40);
    }
    await expectAccessible(page, 'plan');

    await page.getByRole('button', { name: 'What is a plan?' }).click();
    await page.getByRole('dialog', { name: 'What is a plan?' }).waitFor();
    await expectAccessible(page, 'what is a plan');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    await page.getByText('Plan for problems').click();
    const rating = page.getByRole('group', { name: 'How are you getting on with this?' }).last();
    await rating.getByLabel('Going really well').check();
    await rating.getByText('Your rating has been saved.').waitFor();
    await expectAccessible(page, 'plan with a technique open');

    await page.reload();
    await page.getByText('Plan for problems').click();
    const after = page.getByRole('group', { name: 'How are you getting on with this?' }).last();
    expect(await after.getByLabel('Going really well').isChecked()).toBe(true);
    await context.close();
  });

  it('shows the goal and barrier notes as accordions', async () => {
    const { page, context } = await newPerson(started.browser, started.service.baseUrl, { width: 320 });
    await logInAs(page, DEMO_CLIENT);
    await page.goto('/plan');
    await page.getByText('Evenings').click();
    await page.getByText('Tired after work').waitFor();
    await expectAccessible(page, 'plan at 320 px');
    await context.close();
  });

  it('shows a client without a plan what they told us and what happens next', async () => {
    const { page, context } = await newPerson(started.browser, started.service.baseUrl);
    await logInAs(page, DEMO_NO_PLAN);
    await page.goto('/plan');
    await page.getByText('You do not have a plan yet.', { exact: false }).waitFor();
    const goals = page.getByRole('region', { name: 'Your goals' });
    expect(await goals.getByRole('listitem').allTextContents()).toEqual(['Move more']);
    const barriers = page.getByRole('region', { name: 'What gets in the way?' });
    await barriers.getByRole('button', { name: 'Tell us what gets in the way' }).waitFor();
    const next = page.getByRole('region', { name: 'What happens next' });
    expect(await next.getByRole('link', { name: 'Take the quick health check' }).getAttribute('href')).toBe(
      '/assessment',
    );
    await expectAccessible(page, 'no plan');
    await context.close();
  });
});
