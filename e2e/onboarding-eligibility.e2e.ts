import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, newPerson as newBrowserPerson } from './support/browser.ts';
import { DEMO_CLIENT, DEMO_PASSWORD, fillDateOfBirth } from './support/log-in.ts';
import {
  continueButton,
  fillEligibility,
  fillNameAndGoals,
  fillPersonalDetails,
  heading,
  newPerson,
  openRegistration,
  type Person,
} from './support/registration.ts';
import { startService } from './support/service.ts';
import { startedForFile } from './support/started-for-file.ts';

const started = startedForFile(startService);

const EMAIL_EXISTS = 'It looks like you already have an account with this email address!';
const path = (page: Page) => new URL(page.url()).pathname;

async function checkEligibility(page: Page, person: Person) {
  await openRegistration(page);
  await fillEligibility(page, person);
  await continueButton(page).click();
}

function yearsAgo(years: number): string {
  const today = new Date();
  return `${today.getFullYear() - years}-01-01`;
}

describe('an e-mail that already has an account', () => {
  it('goes to email-exists after page 1, where Login Now logs the client in', async () => {
    const { page, context } = await newBrowserPerson(started.browser, started.service.baseUrl);
    await checkEligibility(page, newPerson({ email: DEMO_CLIENT.email, dob: DEMO_CLIENT.dob }));
    await heading(page).filter({ hasText: EMAIL_EXISTS }).waitFor();
    expect(path(page)).toBe('/eligibility/email-exists');
    await expectAccessible(page, 'email exists');

    await fillDateOfBirth(page, DEMO_CLIENT.dob);
    await page.getByLabel('Email address').fill(DEMO_CLIENT.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login Now' }).click();
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    expect(path(page)).toBe('/');
    await context.close();
  });

  it('goes to email-exists after page 2 when the name, postcode and date of birth are known', async () => {
    const { page, context } = await newBrowserPerson(started.browser, started.service.baseUrl);
    const person = newPerson({
      firstName: 'jo',
      lastName: 'DEMO',
      postcode: 'dt1 1xj',
      dob: DEMO_CLIENT.dob,
    });
    await checkEligibility(page, person);
    await fillNameAndGoals(page, person);
    await continueButton(page).click();
    await heading(page).filter({ hasText: EMAIL_EXISTS }).waitFor();

    await page.getByRole('link', { name: 'Use a different email address' }).click();
    await heading(page).filter({ hasText: 'Check you can use the service' }).waitFor();
    expect(await page.getByLabel('Email address').inputValue()).toBe(person.email);
    await context.close();
  });
});

describe('someone under 18', () => {
  it('goes to too-young, with other services and articles, and can go back to fix the date', async () => {
    const { page, context } = await newBrowserPerson(started.browser, started.service.baseUrl);
    const person = newPerson({ dob: yearsAgo(16) });
    await checkEligibility(page, person);
    await heading(page).filter({ hasText: 'Oh no! You need to be 18 to use our service.' }).waitFor();
    expect(path(page)).toBe('/eligibility/too-young');
    expect(await page.getByRole('link', { name: /Childline/ }).count()).toBe(1);
    await page.getByRole('heading', { name: 'Articles you might find helpful' }).waitFor();
    expect(await page.locator('main article').count()).toBe(3);
    await expectAccessible(page, 'too young');

    await page.getByRole('link', { name: 'Go back and change it' }).click();
    await heading(page).filter({ hasText: 'Check you can use the service' }).waitFor();
    expect(await page.locator('#dob-year').inputValue()).toBe(person.dob.slice(0, 4));
    await context.close();
  });
});

describe('a postcode outside the county', () => {
  it('goes to not-in-dorset; Back returns to the form as it was', async () => {
    const { page, context } = await newBrowserPerson(started.browser, started.service.baseUrl);
    const person = newPerson({ postcode: 'BH26 1AA' });
    await checkEligibility(page, person);
    await heading(page).filter({ hasText: 'Your postcode is outside Dorset' }).waitFor();
    expect(path(page)).toBe('/eligibility/not-in-dorset');
    await expectAccessible(page, 'not in dorset: choose');
    await page.getByRole('button', { name: 'Back' }).click();
    await heading(page).filter({ hasText: 'Check you can use the service' }).waitFor();
    expect(path(page)).toBe('/register');
    expect(await page.getByLabel('Postcode').inputValue()).toBe('BH26 1AA');
    expect(await page.getByLabel('Email address').inputValue()).toBe(person.email);
    await context.close();
  });

  it('registers someone with a county GP surgery: the surgery is written back and registration goes on at page 2', async () => {
    const { page, context } = await newBrowserPerson(started.browser, started.service.baseUrl);
    const person = newPerson({ postcode: 'SP4 7AA', firstName: 'Gale' });
    await checkEligibility(page, person);
    await page.getByRole('radio', { name: 'I am registered with a GP surgery in Dorset' }).check();
    await continueButton(page).click();
    await heading(page).filter({ hasText: 'Which GP surgery are you registered with?' }).waitFor();
    await continueButton(page).click();
    await page.getByText('There is a problem').waitFor();
    await expectAccessible(page, 'not in dorset: final check with an error');
    await page.getByLabel('GP surgery in Dorset').selectOption({ label: 'Fordington Surgery, Dorchester' });
    await continueButton(page).click();

    await heading(page).filter({ hasText: 'Your name and goals' }).waitFor();
    expect(path(page)).toBe('/register');
    await fillNameAndGoals(page, person);
    await continueButton(page).click();
    await fillPersonalDetails(page, person);
    expect(await page.getByLabel('GP surgery (optional)').inputValue()).not.toBe('');
    await continueButton(page).click();
    await heading(page).filter({ hasText: 'Check your answers' }).waitFor();
    expect(await page.locator('main').textContent()).toContain('Fordington Surgery, Dorchester');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Back' }).click();
    await heading(page).filter({ hasText: 'Check you can use the service' }).waitFor();
    await continueButton(page).click();
    await heading(page).filter({ hasText: 'Your name and goals' }).waitFor();
    await continueButton(page).click();
    await continueButton(page).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await heading(page).filter({ hasText: 'Check your email, Gale' }).waitFor();
    await started.service.mailbox.waitFor(person.email, /Create your password/);
    await context.close();
  });

  it('registers a health professional working in the county by workplace', async () => {
    const { page, context } = await newBrowserPerson(started.browser, started.service.baseUrl);
    const person = newPerson({ postcode: 'TA19 9AA' });
    await checkEligibility(page, person);
    await page.getByRole('radio', { name: 'I work as a health professional in Dorset' }).check();
    await continueButton(page).click();
    await heading(page).filter({ hasText: 'Where do you work?' }).waitFor();
    await expectAccessible(page, 'not in dorset: workplace');
    await page
      .getByLabel('Health or care organisation in Dorset')
      .selectOption({ label: 'Dorset County Hospital' });
    await continueButton(page).click();
    await heading(page).filter({ hasText: 'Your name and goals' }).waitFor();
    await fillNameAndGoals(page, person);
    await continueButton(page).click();
    await fillPersonalDetails(page, person);
    await continueButton(page).click();
    await heading(page).filter({ hasText: 'Check your answers' }).waitFor();
    expect(await page.locator('main').textContent()).toContain('Dorset County Hospital');
    await context.close();
  });

  it('ends on the not-eligible page, with articles, habit hacker and quiz, for neither', async () => {
    const { page, context } = await newBrowserPerson(started.browser, started.service.baseUrl);
    await checkEligibility(page, newPerson({ postcode: 'SW1A 1AA' }));
    await page.getByRole('radio', { name: 'Neither of these' }).check();
    await continueButton(page).click();
    await heading(page)
      .filter({ hasText: "Oh no! We're sorry but as you're not based in Dorset we can't help you." })
      .waitFor();
    expect(await page.getByRole('link', { name: /habit hacker/ }).count()).toBe(1);
    expect(await page.getByRole('link', { name: /quiz/ }).count()).toBe(1);
    await page.getByRole('heading', { name: 'Articles you might find helpful' }).waitFor();
    await expectAccessible(page, 'not eligible');
    await context.close();
  });
});
