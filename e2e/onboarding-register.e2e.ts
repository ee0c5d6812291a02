import { describe, expect, it } from 'vitest';
import { linkIn } from '../test-support/mailbox.ts';
import { expectAccessible, newPerson as newBrowserPerson } from './support/browser.ts';
import { fillDateOfBirth, logInAs } from './support/log-in.ts';
import {
  continueButton,
  createPassword,
  fillNameAndGoals,
  fillPersonalDetails,
  heading,
  newPerson,
  openRegistration,
  submitRegistration,
  summaryValue,
} from './support/registration.ts';
import { startService } from './support/service.ts';
import { startedForFile } from './support/started-for-file.ts';

const started = startedForFile(() =>
  startService({ FACEBOOK_URL: 'https://www.facebook.com/livewell.example' }),
);

describe('registering for yourself', () => {
  it('registers, e-mails a link, creates the password, and logs in with it; axe on every step', async () => {
    const { page, context } = await newBrowserPerson(started.browser, started.service.baseUrl);
    const person = newPerson();
    await page.goto('/register');
    await heading(page).filter({ hasText: 'Discover a healthier, happier you' }).waitFor();
    expect(await page.locator('main').textContent()).toMatch(/around 2 minutes[\s\S]*3 steps[\s\S]*securely/);
    expect(await page.locator('main').getByRole('link', { name: 'privacy policy' }).count()).toBe(1);
    expect(await page.locator('main').getByRole('link', { name: 'terms of service' }).count()).toBe(1);
    await expectAccessible(page, 'welcome');

    await page.getByRole('button', { name: 'Get Started' }).click();
    await heading(page).filter({ hasText: 'Step 1 of 3' }).waitFor();
    await expectAccessible(page, 'step 1');
    await page.getByLabel('Email address').fill(person.email);
    await fillDateOfBirth(page, person.dob);
    await page.getByLabel('Postcode').fill(person.postcode);
    await continueButton(page).click();
    await heading(page).filter({ hasText: 'Step 2 of 3' }).waitFor();
    await expectAccessible(page, 'step 2');
    await fillNameAndGoals(page, person);
    await continueButton(page).click();
    await heading(page).filter({ hasText: 'Step 3 of 3' }).waitFor();
    await expectAccessible(page, 'step 3');
    await fillPersonalDetails(page, person);
    await continueButton(page).click();
    await heading(page).filter({ hasText: 'Check your answers' }).waitFor();
    expect(await summaryValue(page, 'Email address').textContent()).toBe(person.email);
    expect(await summaryValue(page, 'Date of birth').textContent()).toBe('21/07/1982');
    expect(await summaryValue(page, 'Gender').textContent()).toBe('Female');
    expect(await summaryValue(page, 'Goals').textContent()).toBe('Move more');
    await expectAccessible(page, 'review');

    await submitRegistration(page, person);
    expect(await heading(page).textContent()).toBe(`Check your email, ${person.firstName}`);
    expect(await page.evaluate(() => sessionStorage.getItem('registration-draft'))).toBeNull();
    await expectAccessible(page, 'register complete');

    const mail = await started.service.mailbox.waitFor(person.email, /Create your password/);
    const link = linkIn(mail, started.service.baseUrl);
    expect(new URL(link).pathname).toBe('/password-creation');
    await page.goto(link);
    await expectAccessible(page, 'password creation');
    await page.getByRole('button', { name: 'Create password' }).click();
    await page.getByText('There is a problem').waitFor();
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm password').fill('different');
    await page.getByRole('button', { name: 'Create password' }).click();
    await page
      .locator('.field-error', { hasText: 'Your password should be at least 8 characters long' })
      .waitFor();
    await page.locator('.field-error', { hasText: 'Must match' }).waitFor();
    await expectAccessible(page, 'password creation errors');

    await createPassword(page, link, 'my new password');
    await heading(page).filter({ hasText: 'Your password has been created' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/password-creation/complete');
    await expectAccessible(page, 'password created');

    // A used link says so as soon as it opens, before any password is typed.
    await page.goto(link);
    await heading(page).filter({ hasText: 'This link has expired or has already been used' }).waitFor();
    expect(await page.getByLabel('Password', { exact: true }).count()).toBe(0);

    await logInAs(page, person, 'my new password');
    expect(await page.getByText(`Welcome, ${person.firstName}`).count()).toBe(1);
    // The contact method chosen at registration is the preferred one.
    await page.getByText('You told us: Email').waitFor();
    await page.goto('/register');
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('shows the error summary, the spec messages and focuses the first field on a failed submit', async () => {
    const { page, context } = await newBrowserPerson(started.browser, started.service.baseUrl, {
      width: 320,
    });
    await openRegistration(page);
    await continueButton(page).click();
    await page.getByText('There is a problem').waitFor();
    expect(await page.locator('.error-summary li').allTextContents()).toEqual([
      'Email address: Required',
      'Date of birth: Required',
      'Postcode: Required',
    ]);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('email');
    await expectAccessible(page, 'step 1 errors at 320px');

    await page.getByLabel('Email address').fill('sam@example');
    await page.getByLabel('Postcode').pressSequentially('dt1!@#$ 1xj99');
    // Characters a postcode never has are ignored as typed; nothing is cut at a length (issue 28).
    expect(await page.getByLabel('Postcode').inputValue()).toBe('dt1 1xj99');
    await page.getByLabel('Postcode').fill('DT1');
    await continueButton(page).click();
    await page.locator('.field-error', { hasText: 'Please enter a valid email' }).waitFor();
    await page.locator('.field-error', { hasText: 'Please enter a valid postcode' }).waitFor();

    const person = newPerson();
    await page.getByLabel('Email address').fill(person.email);
    await fillDateOfBirth(page, person.dob);
    await page.getByLabel('Postcode').fill(person.postcode);
    await continueButton(page).click();
    await fillNameAndGoals(page, person);
    await continueButton(page).click();
    await heading(page).filter({ hasText: 'Your details' }).waitFor();
    await page.getByLabel('Phone number').pressSequentially('07700-900abc12345678');
    // Letters are ignored as typed; a hyphen is kept (people paste 07700-900123) and nothing is cut (issue 28).
    expect(await page.getByLabel('Phone number').inputValue()).toBe('07700-90012345678');
    await page.getByLabel('Phone number').fill('0770 090');
    await page.getByLabel('Gender').selectOption({ label: 'Prefer to self describe as...' });
    await page.getByLabel('How did you hear about us?').selectOption({ label: 'Other' });
    await continueButton(page).click();
    await page.getByText('There is a problem').waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('phone_number');
    await page.locator('.field-error', { hasText: 'Please enter a valid phone number.' }).waitFor();
    for (const id of [
      'gender_other',
      'how_did_you_hear_about_us_other',
      'accept_terms',
      'ethnicity',
      'someone_else',
    ]) {
      expect(await page.locator(`#${id}-error`).textContent(), id).toContain('Required');
    }
    expect(
      await page.getByLabel('Ethnic group').locator('option', { hasText: 'Not Disclosed' }).count(),
    ).toBe(0);
    const contactMethods = page.getByRole('group', { name: 'How would you like us to contact you?' });
    expect(await contactMethods.getByRole('radio').count()).toBe(2);
    await expectAccessible(page, 'step 3 errors at 320px');
    await context.close();
  });
});

describe('registering for someone else', () => {
  it('asks for the referrer, stores them, and words the confirmation and e-mail for the other person', async () => {
    const { page, context } = await newBrowserPerson(started.browser, started.service.baseUrl);
    const person = newPerson({ firstName: 'Robin' });
    await page.goto('/register/somebody-else');
    await expectAccessible(page, 'somebody else');
    await page.getByRole('button', { name: 'Start registering' }).click();
    await heading(page).filter({ hasText: 'Check you can use the service' }).waitFor();
    await page.getByLabel('Email address').fill(person.email);
    await fillDateOfBirth(page, person.dob);
    await page.getByLabel('Postcode').fill(person.postcode);
    await continueButton(page).click();
    await fillNameAndGoals(page, person);
    await continueButton(page).click();
    await fillPersonalDetails(page, person, true);
    await continueButton(page).click();

    await heading(page).filter({ hasText: 'Your details as the person registering' }).waitFor();
    await continueButton(page).click();
    await page.getByText('There is a problem').waitFor();
    await expectAccessible(page, 'referrer errors');
    await page.getByLabel('Your first name').fill('Chris');
    await page.getByLabel('Your last name').fill('Helper');
    await page.getByLabel('Your email address').fill('chris.helper@example.com');
    await page.getByLabel('How are you related to Robin?').selectOption({ label: 'Friend' });
    await continueButton(page).click();
    await heading(page).filter({ hasText: 'Check your answers' }).waitFor();
    expect(await summaryValue(page, 'Registering').textContent()).toBe('Someone else');
    expect(await summaryValue(page, 'Relationship').textContent()).toBe('Friend');

    await submitRegistration(page, person);
    expect(await heading(page).textContent()).toBe('Thank you for registering Robin');
    expect(await page.locator('main').textContent()).toContain('create their password');
    await expectAccessible(page, 'complete for someone else');
    const mail = await started.service.mailbox.waitFor(person.email, /Create your password/);
    expect(mail.text).toContain('Chris Helper has registered you');
    await context.close();
  });
});

describe('the page itself', () => {
  it('answers HEAD like GET without a body, and links only the social pages that are configured', async () => {
    const head = await fetch(`${started.service.baseUrl}/register`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toContain('text/html');
    expect(await head.text()).toBe('');

    const { page, context } = await newBrowserPerson(started.browser, started.service.baseUrl);
    await page.goto('/register');
    const social = page.getByRole('list', { name: 'Social media' });
    expect(await social.getByRole('link', { name: 'Facebook' }).getAttribute('href')).toBe(
      'https://www.facebook.com/livewell.example',
    );
    expect(await social.getByRole('link', { name: 'Instagram' }).count()).toBe(0);
    await context.close();
  });
});
