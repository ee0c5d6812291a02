import type { BrowserContext, Page } from 'playwright-core';

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

/** Logs out with the header's button, and waits for the sign-in page. */
export async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
}

/** Signs out in a second tab of the same browser, which shares local storage with the first. */
export async function signOutInAnotherTab(context: BrowserContext) {
  const otherTab = await context.newPage();
  await otherTab.goto('/');
  await logOut(otherTab);
  await otherTab.close();
}

/** Fills the "Sign in again to continue" step the page shows in place, and answers it with `button`. */
export async function answerSignInAgain(
  page: Page,
  who: { email: string; dob: string },
  { password = DEMO_PASSWORD, button = 'Sign in and send' } = {},
) {
  const dialog = page.getByRole('dialog', { name: 'Sign in again to continue' });
  await dialog.waitFor();
  await fillDateOfBirth(page, who.dob, 'sign-in-again-dob');
  await dialog.getByLabel('Email address').fill(who.email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  return dialog;
}
