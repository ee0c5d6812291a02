import { describe, expect, it } from 'vitest';
import { linkIn } from '../test-support/mailbox.ts';
import { expectAccessible, newPerson } from './support/browser.ts';
import { DEMO_NO_PLAN, fillDateOfBirth, logInAs } from './support/log-in.ts';
import { startService } from './support/service.ts';
import { startedForFile } from './support/started-for-file.ts';

const started = startedForFile(startService);

describe('resetting a forgotten password', () => {
  it('asks for a link, follows it from the e-mail, sets a new password and signs in with it', async () => {
    const { page, context } = await newPerson(started.browser, started.service.baseUrl);
    await page.goto('/');
    await page.getByRole('link', { name: 'Forgotten your password?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor();
    await expectAccessible(page, 'reset request');

    await page.getByRole('button', { name: 'Send me a reset link' }).click();
    await page.getByText('There is a problem').waitFor();
    expect(await page.locator('.error-summary li').count()).toBe(2);
    await expectAccessible(page, 'reset request errors');

    await fillDateOfBirth(page, DEMO_NO_PLAN.dob);
    await page.getByLabel('Email address').fill(DEMO_NO_PLAN.email);
    await page.getByRole('button', { name: 'Send me a reset link' }).click();
    await page.getByRole('heading', { level: 1, name: 'Check your email' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/check-email');
    await expectAccessible(page, 'check email');

    const mail = await started.service.mailbox.waitFor(DEMO_NO_PLAN.email, /Reset your password/);
    const link = new URL(linkIn(mail, started.service.baseUrl));
    expect(link.pathname).toBe('/reset-password');
    expect([...link.searchParams.keys()]).toEqual(['t']);

    await page.goto(link.toString());
    await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    await fillDateOfBirth(page, DEMO_NO_PLAN.dob);
    await page.getByLabel('Email address').fill(DEMO_NO_PLAN.email);
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Confirm new password').fill('short');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.getByText('Your password should be at least 8 characters long').first().waitFor();
    await page.getByLabel('New password', { exact: true }).fill('pat-new-password');
    await page.getByLabel('Confirm new password').fill('pat-new-passwort');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.getByText('Must match').first().waitFor();
    await expectAccessible(page, 'new password errors');

    await page.getByLabel('Confirm new password').fill('pat-new-password');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.getByRole('heading', { level: 1, name: 'Password saved' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/password-updated');
    await expectAccessible(page, 'password saved');

    await logInAs(page, DEMO_NO_PLAN, 'pat-new-password');
    await context.close();

    const again = await newPerson(started.browser, started.service.baseUrl);
    await again.page.goto(link.toString());
    // A used link says so as soon as it opens, not after the form is filled in.
    await again.page
      .getByRole('heading', { level: 1, name: 'This link has expired or has already been used' })
      .waitFor();
    expect(await again.page.getByLabel('New password', { exact: true }).count()).toBe(0);
    await expectAccessible(again.page, 'used link');
    await again.context.close();
  });
});
