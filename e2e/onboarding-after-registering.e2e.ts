import { describe, expect, it } from 'vitest';
import { linkIn } from '../test-support/mailbox.ts';
import { expectAccessible, newPerson as newBrowserPerson } from './support/browser.ts';
import { DEMO_NO_PLAN, fillDateOfBirth, logInAs } from './support/log-in.ts';
import {
  createPassword,
  heading,
  newPerson,
  registerUpToReview,
  submitRegistration,
} from './support/registration.ts';
import { startService } from './support/service.ts';
import { startedForFile } from './support/started-for-file.ts';

const started = startedForFile(startService);

describe('after registering', () => {
  it('resends the welcome e-mail from the email-not-received page', async () => {
    const { page, context } = await newBrowserPerson(started.browser, started.service.baseUrl);
    const person = newPerson();
    await registerUpToReview(page, person);
    await submitRegistration(page, person);
    const first = await started.service.mailbox.waitFor(person.email, /Create your password/);
    await page.getByRole('link', { name: 'The email has not arrived' }).click();
    await heading(page).filter({ hasText: 'Not received your email?' }).waitFor();
    await expectAccessible(page, 'email not received');
    await page.getByLabel('Email address').fill(person.email);
    await fillDateOfBirth(page, person.dob);
    await page.getByRole('button', { name: 'Send the email again' }).click();
    await page.getByText('Email sent').waitFor();
    await expect
      .poll(() => started.service.mailbox.mails.filter((m) => m.to === person.email).length, {
        timeout: 15_000,
      })
      .toBe(2);
    const second = await started.service.mailbox.waitFor(person.email, /Create your password/);
    expect(linkIn(second, started.service.baseUrl)).not.toBe(linkIn(first, started.service.baseUrl));
    await context.close();
  });

  it('corrects a mistyped e-mail address on the verification-email page', async () => {
    const { page, context } = await newBrowserPerson(started.browser, started.service.baseUrl);
    const person = newPerson();
    await registerUpToReview(page, person);
    await submitRegistration(page, person);
    await page.getByRole('link', { name: 'The email address is wrong' }).click();
    await heading(page).filter({ hasText: 'Check the email address' }).waitFor();
    await expectAccessible(page, 'verification email');

    await page.getByLabel('New email address').fill(DEMO_NO_PLAN.email);
    await page.getByRole('button', { name: 'Send a new link' }).click();
    await page
      .locator('.field-error', {
        hasText: 'It looks like you already have an account with this email address!',
      })
      .waitFor();
    expect(await page.getByRole('link', { name: 'Login Now' }).count()).toBe(1);
    await expectAccessible(page, 'verification email taken');

    const corrected = `right.${person.email}`;
    await page.getByLabel('New email address').fill(corrected);
    await page.getByRole('button', { name: 'Send a new link' }).click();
    await page.getByText(`We have sent a new email to ${corrected}`).waitFor();
    const mail = await started.service.mailbox.waitFor(corrected, /Create your password/);
    await createPassword(page, linkIn(mail, started.service.baseUrl), 'corrected password');
    await heading(page).filter({ hasText: 'Your password has been created' }).waitFor();
    await context.close();
  });

  it('sends pages that need state or a link to where they belong, and shows what happens next', async () => {
    const { page, context } = await newBrowserPerson(started.browser, started.service.baseUrl);
    await page.goto('/register/complete');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.goto('/password-creation?hash=abc');
    await heading(page).filter({ hasText: 'Discover a healthier, happier you' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/register');

    await page.goto('/what-happens-next');
    await expectAccessible(page, 'what happens next');
    await page.getByRole('button', { name: 'Have My Chat Now' }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await logInAs(page, DEMO_NO_PLAN);
    await page.goto('/what-happens-next');
    await page.getByRole('button', { name: 'Have My Chat Now' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/book-a-chat');
    await context.close();
  });
});
