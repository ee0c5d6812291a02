import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from './log-in.ts';
import { staffCode } from './staff-code.ts';

export const heading = (page: Page, name: string | RegExp, level = 1) =>
  page.getByRole('heading', { level, name }).waitFor();

/** Signs in at /staff as a person would, with the code the authenticator app shows now. */
export async function staffLogIn(page: Page, email: string, secret: string) {
  await page.goto('/staff');
  await heading(page, 'Staff sign in');
  await page.getByLabel('Work email address').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, 'Enter your security code');
  await page.getByLabel('Security code').fill(await staffCode(secret));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await heading(page, 'My day');
}

/** Opens a client's record from the console's client list, as a coach would. */
export async function openClientRecord(page: Page, name: string) {
  await page.getByRole('link', { name: 'Clients' }).click();
  // Not before the list is shown: My day, where the coach may still be, links to clients too.
  await heading(page, 'Clients');
  await page.getByRole('link', { name }).click();
  await heading(page, new RegExp(name));
}

/**
 * Searches the client list and waits for the answer: the list shown before the search has links of
 * the same names, and a click on one while it is being replaced can land on nothing.
 */
export async function searchClients(page: Page, text: string) {
  await page.getByLabel('Search').fill(text);
  // The list is replaced by "Loading..." before its request starts, so once the answer is in, the
  // next list shown is the search's.
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).searchParams.get('search') === text && response.ok(),
  );
  await page.getByRole('button', { name: 'Search' }).click();
  await answered;
  await page.getByRole('navigation', { name: 'Pages of clients' }).waitFor();
}
