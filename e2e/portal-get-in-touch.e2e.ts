import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, newPerson } from './support/browser.ts';
import { DEMO_CLIENT, DEMO_NO_PLAN, logInAs } from './support/log-in.ts';
import { startService } from './support/service.ts';
import { startedForFile } from './support/started-for-file.ts';

const started = startedForFile(startService);

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();
const failWith500 = (page: Page, path: string) =>
  page.route(`**/api/${path}`, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
  );

describe('help, feedback and contact method', () => {
  it('sends a help message from Get In Touch, and shows the phone line when sending fails', async () => {
    const { page, context } = await newPerson(started.browser, started.service.baseUrl);
    await logInAs(page, DEMO_CLIENT);
    await page.getByRole('link', { name: 'Get In Touch' }).click();
    await heading(page, 'Get in touch');
    expect(await page.locator('main').textContent()).toContain('0808 157 0192');
    await expectAccessible(page, 'help');

    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('There is a problem').waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('message');

    await page.getByLabel('Your message').fill('I cannot find my plan.');
    await failWith500(page, 'interaction/help');
    await page.getByRole('button', { name: 'Send message' }).click();
    const failure = page
      .getByRole('alert')
      .filter({ hasText: 'Something went wrong while sending your message.' });
    await failure.waitFor();
    expect(await failure.textContent()).toContain('0808 157 0192');
    await expectAccessible(page, 'help failure');

    await page.unroute('**/api/interaction/help');
    await page.getByRole('button', { name: 'Send message' }).click();
    await heading(page, 'Message received');
    expect(new URL(page.url()).pathname).toBe('/message-received');
    await expectAccessible(page, 'message received');
    await context.close();
  });

  it('leaves feedback over two pages, with a rating required for the experience topic', async () => {
    const { page, context } = await newPerson(started.browser, started.service.baseUrl, { width: 320 });
    await logInAs(page, DEMO_CLIENT);
    await page.getByRole('link', { name: 'Give feedback' }).click();
    await heading(page, 'Step 1 of 2 Give feedback');
    await expectAccessible(page, 'feedback step 1');

    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('There is a problem').waitFor();
    await page.getByLabel('My experience of the service').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    // The rating question that has just appeared is reported at once (issue 28), its error summary first.
    await page.getByText('There is a problem').waitFor();
    expect(await page.locator('.error-summary').count()).toBe(1);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.locator('.error-summary li', { hasText: 'How would you rate the service?' }).waitFor();
    expect(await page.locator('.error-summary li').allTextContents()).toEqual([
      'How would you rate the service?: Select an option',
    ]);
    await expectAccessible(page, 'feedback rating error');
    await page.getByLabel('4 - Good').check();
    await page.getByRole('button', { name: 'Continue' }).click();

    await heading(page, 'Step 2 of 2 Your comments');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    await page.getByLabel('Your comments').fill('My coach was very helpful.');
    await failWith500(page, 'interaction/feedback');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    const failure = page
      .getByRole('alert')
      .filter({ hasText: 'Something went wrong while submitting your feedback.' });
    await failure.waitFor();
    expect(await failure.textContent()).toContain('0808 157 0192');
    await expectAccessible(page, 'feedback failure');

    await page.unroute('**/api/interaction/feedback');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await heading(page, 'Thank you for your feedback');
    await expectAccessible(page, 'feedback thank you');
    await context.close();
  });

  it('saves the preferred contact method, offering Phone Call and Email only', async () => {
    const { page, context } = await newPerson(started.browser, started.service.baseUrl);
    await logInAs(page, DEMO_NO_PLAN);
    await page.getByRole('link', { name: 'Choose how we contact you' }).click();
    await heading(page, 'How should we contact you?');
    const group = page.getByRole('group', { name: 'Your preferred contact method' });
    await group.waitFor();
    expect(await group.getByRole('radio').count()).toBe(2);
    await expectAccessible(page, 'update contact');

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('There is a problem').waitFor();
    await group.getByLabel('Email').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await heading(page, 'Thank you');
    expect(await page.locator('main').textContent()).toContain('We will contact you by email');
    await expectAccessible(page, 'update contact thank you');

    await page.goto('/update-contact');
    await page.getByRole('group', { name: 'Your preferred contact method' }).waitFor();
    expect(await page.getByLabel('Email').isChecked()).toBe(true);
    await context.close();
  });
});
