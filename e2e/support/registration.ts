import type { Page } from 'playwright-core';
import { fillDateOfBirth } from './log-in.ts';

export type Person = {
  email: string;
  dob: string;
  postcode: string;
  firstName: string;
  lastName: string;
  phone: string;
};

let count = 0;
/** A new adult in the county, unique per call. */
export function newPerson(overrides: Partial<Person> = {}): Person {
  count += 1;
  const id = `${Date.now().toString(36)}${count}`;
  return {
    email: `sam.${id}@example.com`,
    dob: '1982-07-21',
    postcode: 'DT1 2AB',
    firstName: 'Sam',
    lastName: `Walker${id}`,
    phone: '07700 900321',
    ...overrides,
  };
}

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });
export const heading = (page: Page) => page.getByRole('heading', { level: 1 });

export async function openRegistration(page: Page) {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Get Started' }).click();
  await heading(page).filter({ hasText: 'Check you can use the service' }).waitFor();
}

export async function fillEligibility(page: Page, person: Person) {
  await page.getByLabel('Email address').fill(person.email);
  await fillDateOfBirth(page, person.dob);
  await page.getByLabel('Postcode').fill(person.postcode);
}

export async function fillNameAndGoals(page: Page, person: Person) {
  await heading(page).filter({ hasText: 'Your name and goals' }).waitFor();
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Move more').check();
}

export async function fillPersonalDetails(page: Page, person: Person, forSomeoneElse = false) {
  await heading(page).filter({ hasText: 'Your details' }).waitFor();
  await page.getByLabel('Phone number').fill(person.phone);
  await page.getByRole('radio', { name: 'Email' }).check();
  await page.getByRole('radio', { name: 'No' }).check();
  await page.getByLabel('Gender').selectOption({ label: 'Female' });
  await page.getByLabel('Ethnic group').selectOption({ index: 1 });
  await page.getByRole('radio', { name: forSomeoneElse ? 'Someone else' : 'Myself' }).check();
  await page.getByLabel('How did you hear about us?').selectOption({ label: 'Pharmacy' });
  await page.getByRole('checkbox', { name: /I accept the terms of service/ }).check();
}

/** Pages 1 to 3 for oneself, as a person would fill them in; ends on the review page. */
export async function registerUpToReview(page: Page, person: Person) {
  await openRegistration(page);
  await fillEligibility(page, person);
  await continueButton(page).click();
  await fillNameAndGoals(page, person);
  await continueButton(page).click();
  await fillPersonalDetails(page, person);
  await continueButton(page).click();
  await heading(page).filter({ hasText: 'Check your answers' }).waitFor();
}

/** The text a person sees in a select: its chosen option. */
export const shownOption = (page: Page, label: string | RegExp) =>
  page.getByLabel(label).evaluate((select) => (select as HTMLSelectElement).selectedOptions[0]?.text ?? '');

/** The answer beside a key on the review page. */
export const summaryValue = (page: Page, key: string) =>
  page
    .locator('.summary-list__row', { has: page.locator('dt', { hasText: key }) })
    .first()
    .locator('dd');

/** Opens the e-mailed link and creates the password. */
export async function createPassword(page: Page, link: string, password: string) {
  await page.goto(link);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create password' }).click();
}

/** Submits the review page and waits for the confirmation, which names the person. */
export async function submitRegistration(page: Page, person: Person) {
  await page.getByRole('button', { name: 'Submit' }).click();
  await heading(page).filter({ hasText: person.firstName }).waitFor();
}

export { continueButton };
