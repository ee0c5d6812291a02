import type { Page } from 'playwright-core';
import { TOTP_STEP_SECONDS, timeStep, totpAt } from '../../apps/api/src/modules/staff-auth/totp.ts';
import { DEMO_PASSWORD } from './log-in.ts';

const usedSteps = new Map<string, number>();

/** The code the authenticator app shows; each code signs in once, so a second sign-in waits for the next. */
export async function freshCode(secret: string): Promise<string> {
  const used = usedSteps.get(secret) ?? -1;
  let step = timeStep(Date.now() / 1000);
  if (step <= used) {
    step = used + 1;
    await new Promise((resolve) => setTimeout(resolve, step * TOTP_STEP_SECONDS * 1000 - Date.now() + 200));
  }
  usedSteps.set(secret, step);
  return totpAt(secret, step * TOTP_STEP_SECONDS);
}

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
  await page.getByLabel('Security code').fill(await freshCode(secret));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await heading(page, 'My day');
}
