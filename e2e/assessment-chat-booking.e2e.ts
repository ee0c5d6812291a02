import { describe, expect, it } from 'vitest';
import { addClient, errorSummary, h1 } from './support/assessment.ts';
import { expectAccessible, newPerson } from './support/browser.ts';
import { startInProcessService } from './support/in-process-service.ts';
import { DEMO_CLIENT, logInAs } from './support/log-in.ts';
import { startedForFile } from './support/started-for-file.ts';

const started = startedForFile(startInProcessService);

describe('arranging the first chat', () => {
  it('nudges a client without a health check, then offers the call, the modal and free times', async () => {
    const client = await addClient(started.service.db);
    const { page, context } = await newPerson(started.browser, started.service.baseUrl);
    await logInAs(page, client);
    await page.goto('/book-a-chat');
    await h1(page).filter({ hasText: 'Before your first chat' }).waitFor();
    expect(await page.getByRole('link', { name: 'Complete The Check' }).getAttribute('href')).toBe(
      '/assessment',
    );
    await expectAccessible(page, 'book a chat nudge');
    await page.getByRole('button', { name: 'Have my chat now' }).press('Enter');

    await h1(page).filter({ hasText: 'Your first chat' }).waitFor();
    // The button pressed has gone with the nudge: the new page's heading takes the focus.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Your first chat');
    expect(await page.locator('main').textContent()).toContain('0808 157 0192');
    await expectAccessible(page, 'book a chat');
    await page.getByRole('button', { name: 'Call Us Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Call us now' });
    await dialog.waitFor();
    expect(await dialog.getByRole('link', { name: '0808 157 0192' }).getAttribute('href')).toBe(
      'tel:08081570192',
    );
    expect(await dialog.textContent()).toContain('Monday to Friday 9am to 6:30pm');
    await expectAccessible(page, 'call us now modal');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('link', { name: "Tell us when you're free" }).click();
    await h1(page).filter({ hasText: 'When are you free?' }).waitFor();
    expect(await page.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/book-a-chat');
    await page.getByRole('button', { name: 'Send' }).click();
    expect(await errorSummary(page).getByText('Select at least one').count()).toBe(2);
    await expectAccessible(page, 'suggest time with errors');
    await page.getByLabel('Tuesday').check();
    await page.getByRole('button', { name: 'Send' }).click();
    expect(await errorSummary(page).getByText('Select at least one').count()).toBe(1);
    expect(await page.getByLabel('Early evening (17:00 to 18:30)').count()).toBe(1);
    await page.getByLabel('Morning (09:00 to 12:00)').check();
    await page.getByLabel('Thursday').check();
    await page.getByRole('button', { name: 'Send' }).click();

    await h1(page).filter({ hasText: 'Thank you' }).waitFor();
    await expectAccessible(page, 'suggest time thank you');
    await page.getByRole('button', { name: 'Back To Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto('/suggest-time');
    await h1(page).filter({ hasText: 'When are you free?' }).waitFor();
    expect(await page.getByLabel('Tuesday').isChecked()).toBe(true);
    expect(await page.getByLabel('Thursday').isChecked()).toBe(true);
    expect(await page.getByLabel('Monday').isChecked()).toBe(false);
    expect(await page.getByLabel('Morning (09:00 to 12:00)').isChecked()).toBe(true);
    await context.close();
  });

  it('shows the chat page straight away to a client who has done a check, not as their first chat once they have had it', async () => {
    const { page, context } = await newPerson(started.browser, started.service.baseUrl);
    await logInAs(page, DEMO_CLIENT);
    await page.goto('/book-a-chat');
    await h1(page).filter({ hasText: 'Book a chat' }).waitFor();
    expect(await page.getByText('Your first chat').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Have my chat now' }).count()).toBe(0);
    await context.close();
  });
});

describe('updating goals', () => {
  it('saves the chosen goals, refuses none, and shows the error when saving fails', async () => {
    const client = await addClient(started.service.db, { pathways: ['move-more'] });
    const { page, context } = await newPerson(started.browser, started.service.baseUrl, { width: 320 });
    await logInAs(page, client);
    await page.goto('/update-goals');
    await h1(page).filter({ hasText: 'Your goals' }).waitFor();
    expect(await page.getByLabel('Move more').isChecked()).toBe(true);
    await expectAccessible(page, 'update goals');

    await page.getByLabel('Move more').uncheck();
    await page.getByRole('button', { name: 'Save my goals' }).click();
    await errorSummary(page).getByText('Select at least one').waitFor();

    await page.route('**/api/mlw/pathways', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"message":"The service is busy"}',
      }),
    );
    await page.getByLabel('Quit smoking').check();
    await page.getByRole('button', { name: 'Save my goals' }).click();
    await page.getByRole('alert').filter({ hasText: 'The service is busy' }).waitFor();
    await expectAccessible(page, 'update goals failure');
    await page.unroute('**/api/mlw/pathways');

    await page.getByLabel('Drink less').check();
    await page.getByRole('button', { name: 'Save my goals' }).click();
    await h1(page).filter({ hasText: 'Your goals have been updated' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/update-goals/complete');
    await expectAccessible(page, 'goals updated');

    await page.goto('/update-goals');
    await h1(page).filter({ hasText: 'Your goals' }).waitFor();
    expect(await page.getByLabel('Drink less').isChecked()).toBe(true);
    expect(await page.getByLabel('Quit smoking').isChecked()).toBe(true);
    expect(await page.getByLabel('Move more').isChecked()).toBe(false);
    await context.close();
  });
});
