import type { Page } from 'playwright-core';

export const DEMO_PASSWORD = 'Coaching-demo-2026';
export const DEMO_CLIENT = { email: 'demo.client@example.com', dob: '1985-04-12' };
export const DEMO_NO_PLAN = { email: 'demo.noplan@example.com', dob: '1990-09-30' };

/** Fills the day, month and year selects of a date-of-birth field. */
export async function fillDateOfBirth(page: Page, dob: string, name = 'dob') {
  const [year, month, day] = dob.split('-') as [string, string, string];
  await page.locator(`#${name}`).selectOption(day);
  await page.locator(`#${name}-month`).selectOption(month);
  await page.locator(`#${name}-year`).selectOption(year);
}

/** Logs in through the login form at / as a person would. */
export async function logInAs(page: Page, who: { email: string; dob: string }, password = DEMO_PASSWORD) {
  await page.goto('/');
  await signInHere(page, who, password);
}

/** Fills and sends the login form the page shows now (a page that sent the visitor to sign in). */
export async function signInHere(page: Page, who: { email: string; dob: string }, password = DEMO_PASSWORD) {
  await fillDateOfBirth(page, who.dob);
  await page.getByLabel('Email address').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Log out' }).waitFor();
}
