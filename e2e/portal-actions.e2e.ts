import { describe, expect, it } from 'vitest';
import { expectAccessible, newPerson } from './support/browser.ts';
import { DEMO_CLIENT, logInAs } from './support/log-in.ts';
import { startService } from './support/service.ts';
import { startedForFile } from './support/started-for-file.ts';

const started = startedForFile(startService);

describe('the actions page', () => {
  it('completes an action with a "Great job!" and reopens it from the Completed tab', async () => {
    const { page, context } = await newPerson(started.browser, started.service.baseUrl);
    await logInAs(page, DEMO_CLIENT);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Actions' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your actions' }).waitFor();
    const current = page.getByRole('tabpanel');
    await current.getByRole('heading', { name: 'Plan three walks this week' }).waitFor();
    expect(await current.getByRole('heading').count()).toBe(2);
    await expectAccessible(page, 'current actions');

    const long = current.locator('article').filter({ hasText: 'Plan three walks this week' });
    const shortText = (await long.locator('p').nth(1).textContent()) ?? '';
    expect(shortText.endsWith('…')).toBe(true);
    expect(shortText.length).toBeLessThanOrEqual(78);
    await long.getByRole('button', { name: /^Show more/ }).click();
    await long.getByText('Tell a colleague so they can join you.').waitFor();

    await page.getByRole('button', { name: /^Mark as complete\W+Plan three walks this week$/ }).click();
    const praise = page.getByRole('dialog', { name: 'Great job!' });
    await praise.waitFor();
    await expectAccessible(page, 'great job');
    await praise.getByRole('button', { name: 'Continue' }).click();
    await praise.waitFor({ state: 'hidden' });
    expect(await current.getByRole('heading', { name: 'Plan three walks this week' }).count()).toBe(0);

    await page.getByRole('tab', { name: 'Completed' }).click();
    const completed = page.getByRole('tabpanel');
    await completed.getByRole('heading', { name: 'Plan three walks this week' }).waitFor();
    expect(await completed.getByRole('heading', { name: 'Clear the cupboard' }).count()).toBe(1);
    await expectAccessible(page, 'completed actions');

    await page.getByRole('button', { name: /^Mark as not done\W+Plan three walks this week$/ }).click();
    await completed
      .getByRole('heading', { name: 'Plan three walks this week' })
      .waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('tabpanel').getByRole('heading', { name: 'Plan three walks this week' }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Great job!' }).isVisible()).toBe(false);
    await context.close();
  });
});
