import { addDays, formatUkDate, isWeekend, todayIso } from '@coaching/shared/rules/dates';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessTokens, assessments, clients, sessions } from '../apps/api/src/db/schema.ts';
import { addClient, answerRepeatActivity, choose, h1, next, onPage } from './support/assessment.ts';
import { expectAccessible, newPerson } from './support/browser.ts';
import { startInProcessService } from './support/in-process-service.ts';
import {
  answerSignInAgain,
  DEMO_CLIENT,
  DEMO_PASSWORD,
  logInAs,
  logOut,
  signInHere,
} from './support/log-in.ts';
import { startedForFile } from './support/started-for-file.ts';

const started = startedForFile(startInProcessService);

/** A client with one check behind them, so a new one is a 12-page repeat check. */
async function clientWithOneCheck() {
  const client = await addClient(started.service.db, { gender: 1, assessmentCount: 1 });
  await started.service.db.insert(assessments).values({
    clientId: client.id,
    kind: 'new',
    answers: {},
    stats: { bmi: 29.8, activity: 60, smoking: 10, alcohol: 16 },
    messages: {},
  });
  return client;
}

async function answerUpToActivity(page: Page) {
  await page.goto('/assessment');
  await next(page);
  await onPage(page, 'Page 1 of 12');
  await page.getByLabel('To have more energy').check();
  await next(page);
  await onPage(page, 'Page 2 of 12');
  await page.getByLabel('Your weight in kilograms').fill('80');
  await page.getByLabel('Your height in centimetres').fill('175');
  await next(page);
  await onPage(page, 'Page 3 of 12');
}

async function answerTheRest(page: Page) {
  await answerRepeatActivity(page);
  await choose(page, 'Do you smoke or vape?', 'I do neither');
  await next(page);
  await onPage(page, 'Page 6 of 12');
  await choose(page, 'How often do you have a drink containing alcohol?', 'Never');
  await next(page);
  await onPage(page, 'Page 12 of 12');
}

describe('nothing a client types is lost', () => {
  it('sends the health check after signing in again when the sign-in was revoked on the review page', async () => {
    const client = await clientWithOneCheck();
    const { page } = await newPerson(started.browser, started.service.baseUrl, { width: 390 });
    await logInAs(page, client);
    // Focus goes to the dashboard's heading once signed in.
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    await answerUpToActivity(page);
    await answerTheRest(page);

    await started.service.db
      .update(accessTokens)
      .set({ revokedAt: new Date() })
      .where(eq(accessTokens.clientId, client.id));
    await page.getByRole('button', { name: 'Submit' }).click();

    await page.getByRole('dialog', { name: 'Sign in again to continue' }).waitFor();
    await expectAccessible(page, 'signing in again over the review page');
    const dialog = await answerSignInAgain(page, client, { password: 'not the password' });
    await dialog.getByText('Invalid email/dob/password').waitFor();
    await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Sign in and send' }).click();

    await h1(page).filter({ hasText: 'Your health check results' }).waitFor();
    const saved = await started.service.db
      .select()
      .from(assessments)
      .where(eq(assessments.clientId, client.id));
    expect(saved).toHaveLength(2);
  });

  it('asks to sign in again when the sign-in ends while only reading, and comes back to the same page', async () => {
    const client = await addClient(started.service.db);
    const revoke = () =>
      started.service.db
        .update(accessTokens)
        .set({ revokedAt: new Date() })
        .where(eq(accessTokens.clientId, client.id));
    const openAccountSignedOut = async (page: Page) => {
      await logInAs(page, client);
      await revoke();
      await page.getByRole('link', { name: 'Account', exact: true }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Sign in again to continue' });
      await dialog.getByText('Sign in again to carry on where you were.').waitFor();
      return dialog;
    };

    const reader = (await newPerson(started.browser, started.service.baseUrl, { width: 390 })).page;
    await openAccountSignedOut(reader);
    await expectAccessible(reader, 'signing in again while reading');
    await answerSignInAgain(reader, client, { button: 'Sign in' });
    await reader.getByRole('button', { name: 'Save my details' }).waitFor();
    expect(await reader.getByText(/could not load/).count()).toBe(0);

    // Not signing in is signing out, to a sign-in page that comes back to the page.
    const leaver = (await newPerson(started.browser, started.service.baseUrl, { width: 390 })).page;
    await (await openAccountSignedOut(leaver)).getByRole('button', { name: 'Sign out' }).click();
    await signInHere(leaver, client);
    await leaver.waitForURL('**/account');
    await leaver.getByRole('button', { name: 'Save my details' }).waitFor();
  });

  it('keeps a half-done check over signing out and back in, for the same client only', async () => {
    const client = await clientWithOneCheck();
    const other = await clientWithOneCheck();
    const { page } = await newPerson(started.browser, started.service.baseUrl, { width: 390 });
    await logInAs(page, client);
    await answerUpToActivity(page);
    await logOut(page);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Sign in to your coaching account');

    await logInAs(page, client);
    await page.goto('/assessment');
    await onPage(page, 'Page 3 of 12');
    await logOut(page);

    // Another client on the same device never gets it: signing in discards it.
    await logInAs(page, other);
    expect(await page.evaluate(() => Object.keys(sessionStorage))).not.toContain('kept-draft:assessment');
    await page.goto('/assessment');
    await h1(page).filter({ hasText: 'Your quick health check' }).waitFor();
  });

  it('keeps a 2,500-character paste whole, says how far over the limit it is, and keeps it over a reload', async () => {
    const { page } = await newPerson(started.browser, started.service.baseUrl, { width: 390 });
    await logInAs(page, DEMO_CLIENT);
    await page.goto('/messages');
    const box = page.getByLabel('Your message');
    await box.fill('x'.repeat(2500));
    await page.getByText('You have 500 characters too many').waitFor();
    await page.getByRole('button', { name: 'Send message' }).click();
    await page
      .locator('.error-summary')
      .getByText(/Must be 2000 characters or fewer/)
      .waitFor();
    expect(await page.title()).toMatch(/^Error: /);
    expect((await box.inputValue()).length).toBe(2500);
    await expectAccessible(page, 'message too long');

    await page.reload();
    expect((await page.getByLabel('Your message').inputValue()).length).toBe(2500);
    await page.getByLabel('Your message').fill('Thank you, see you next week');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Thank you, see you next week').first().waitFor();
    await expect.poll(() => page.getByLabel('Your message').inputValue()).toBe('');
    await page.reload();
    expect(await page.getByLabel('Your message').inputValue()).toBe('');
  });

  it('keeps feedback over a reload and asks for the rating on the first Continue', async () => {
    const { page } = await newPerson(started.browser, started.service.baseUrl, { width: 390 });
    await logInAs(page, DEMO_CLIENT);
    await page.goto('/feedback');
    await page.getByLabel('My experience of the service').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page
      .locator('.error-summary')
      .getByText(/How would you rate the service\?/)
      .waitFor();
    await page.getByLabel(/^4 - /).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Your comments').fill('The calls are really helpful');
    await page.reload();
    expect(await page.getByLabel('Your comments').inputValue()).toBe('The calls are really helpful');
    await page.locator('.back-link').click();
    expect(await page.getByLabel(/^4 - /).isChecked()).toBe(true);
  });
});

describe('dates a client cannot take', () => {
  it('never offers Christmas Day when moving a session', async () => {
    let year = Number(todayIso().slice(0, 4));
    while (`${year}-12-25` <= addDays(todayIso(), 20) || isWeekend(`${year}-12-25`)) year += 1;
    const christmas = `${year}-12-25`;
    const [demo] = await started.service.db
      .select({ coachId: clients.coachId })
      .from(clients)
      .where(eq(clients.email, DEMO_CLIENT.email));
    const client = await addClient(started.service.db, { coachId: demo?.coachId ?? null });
    let due = addDays(christmas, -3);
    while (isWeekend(due)) due = addDays(due, -1);
    await started.service.db.insert(sessions).values({
      clientId: client.id,
      coachId: demo?.coachId ?? null,
      type: 'coaching',
      dueDate: due,
      time: 'lunch',
    });

    const { page } = await newPerson(started.browser, started.service.baseUrl, { width: 390 });
    await logInAs(page, client);
    await page.goto('/sessions');
    await page.getByRole('button', { name: /^Reschedule/ }).click();
    const date = page.getByLabel('New date');
    await expect.poll(() => date.locator('option').count()).toBeGreaterThan(5);
    const offered = await date.locator('option').allTextContents();
    expect(offered.some((label) => label.includes(formatUkDate(addDays(christmas, -1))))).toBe(
      !isWeekend(addDays(christmas, -1)),
    );
    expect(offered.some((label) => label.includes(formatUkDate(christmas)))).toBe(false);
    await expectAccessible(page, 'reschedule without bank holidays');
  });
});
