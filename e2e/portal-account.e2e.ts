import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, newPerson } from './support/browser.ts';
import { DEMO_CLIENT, DEMO_NO_PLAN, logInAs } from './support/log-in.ts';
import { startService } from './support/service.ts';
import { startedForFile } from './support/started-for-file.ts';

const started = startedForFile(startService);

async function openAccount(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }).click();
  await page.getByRole('heading', { level: 1, name: 'Your account' }).waitFor();
}

describe('the account page', () => {
  it('edits my details, with the e-mail read-only and the spec’s validation', async () => {
    const { page, context } = await newPerson(started.browser, started.service.baseUrl);
    await logInAs(page, DEMO_CLIENT);
    await openAccount(page);
    await expect.poll(() => page.getByLabel('Gender').locator('option').count()).toBeGreaterThan(2);
    // The demo client's saved gender shows once the options arrive.
    expect(
      await page
        .getByLabel('Gender')
        .evaluate((select) => (select as HTMLSelectElement).selectedOptions[0]?.text),
    ).toBe('Female');
    await expectAccessible(page, 'my details');

    expect(await page.getByLabel('Email address').inputValue()).toBe(DEMO_CLIENT.email);
    expect(await page.getByLabel('Email address').getAttribute('readonly')).not.toBeNull();

    await page.getByLabel('First name').fill('');
    await page.getByLabel('Postcode').fill('');
    await page.getByLabel('Postcode').pressSequentially('dt1-1ab!');
    expect(await page.getByLabel('Postcode').inputValue()).toBe('dt11ab');
    await page.getByLabel('Phone number').fill('');
    await page.getByLabel('Phone number').pressSequentially('07700abc900999');
    expect(await page.getByLabel('Phone number').inputValue()).toBe('07700900999');
    await page.getByLabel('Gender').selectOption({ label: 'Prefer to self describe as...' });
    await page.getByRole('button', { name: 'Save my details' }).click();
    await page.getByText('There is a problem').waitFor();
    const problems = await page.locator('.error-summary li').allTextContents();
    expect(problems).toEqual(['First name: Required', 'How do you describe your gender?: Required']);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('first_name');
    await expectAccessible(page, 'my details errors');

    await page.getByLabel('First name').fill('Joanna');
    await page.getByLabel('How do you describe your gender?').fill('Agender');
    await page
      .getByRole('group', { name: 'Send me habit tool reminders by text message' })
      .getByLabel('Yes')
      .check();
    await page.getByRole('button', { name: 'Save my details' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your details have been updated' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/account-updated');
    expect(await page.getByText('Welcome, Joanna').count()).toBe(1);
    await expectAccessible(page, 'account updated');

    await page.reload();
    await openAccount(page);
    expect(await page.getByLabel('Postcode').inputValue()).toBe('DT1 1AB');
    expect(await page.getByLabel('How do you describe your gender?').inputValue()).toBe('Agender');
    await context.close();
  });

  it('changes the password, refusing a wrong current password', async () => {
    const { page, context } = await newPerson(started.browser, started.service.baseUrl, { width: 320 });
    await logInAs(page, DEMO_NO_PLAN);
    await openAccount(page);
    await page.getByRole('tab', { name: 'Change password' }).click();
    expect(await page.getByRole('tab', { name: 'Change password' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await expectAccessible(page, 'change password at 320px');

    await page.getByLabel('Current password').fill('Coaching-demo-2026');
    await page.getByLabel('New password', { exact: true }).fill('pat-changed-pw');
    await page.getByLabel('Confirm new password').fill('pat-changed-px');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Must match').first().waitFor();

    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel('Confirm new password').fill('pat-changed-pw');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your current password is not correct').first().waitFor();
    await expectAccessible(page, 'wrong current password');

    await page.getByLabel('Current password').fill('Coaching-demo-2026');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password has been changed').waitFor();
    await page.getByRole('button', { name: 'Log out' }).click();
    await logInAs(page, DEMO_NO_PLAN, 'pat-changed-pw');
    await context.close();
  });

  it('requests closure: signs out to /account-closed, then shows the request as pending', async () => {
    const { page, context } = await newPerson(started.browser, started.service.baseUrl);
    await logInAs(page, DEMO_CLIENT);
    await openAccount(page);
    await page.getByRole('button', { name: 'Close my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Close your account?' });
    await dialog.waitFor();
    await expectAccessible(page, 'close account modal');
    await dialog.getByRole('button', { name: 'No, keep my account' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Close my account' }).click();
    await dialog.getByRole('button', { name: 'Yes, close my account' }).click();
    await page.getByRole('heading', { level: 1, name: 'Account closure requested' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/account-closed');
    expect(await page.getByText('within 2 working days').count()).toBe(1);
    await page.getByRole('link', { name: 'Sign In' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    await expectAccessible(page, 'account closed');

    await logInAs(page, DEMO_CLIENT);
    // The dashboard shows the pending closure instead of next steps.
    await page.getByRole('heading', { name: 'You have asked to close your account' }).waitFor();
    expect(await page.getByRole('link', { name: 'Book your first chat' }).count()).toBe(0);
    expect(await page.getByText('Tell us how it went').count()).toBe(0);
    await expectAccessible(page, 'dashboard with closure pending');
    await openAccount(page);
    await page.getByRole('button', { name: 'Close my account' }).click();
    await dialog.getByText('will be actioned within 2 working days').waitFor();
    expect(await dialog.getByRole('button', { name: 'Yes, close my account' }).isDisabled()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'No, keep my account' }).isDisabled()).toBe(true);
    await context.close();
  });
});
