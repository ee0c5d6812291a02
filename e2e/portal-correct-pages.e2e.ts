import { describe, expect, it } from 'vitest';
import { sessions } from '../apps/api/src/db/schema.ts';
import { sendFollowUpLink } from '../apps/api/src/modules/assessment/send-follow-up-link.ts';
import {
  CLIENT_LIMIT,
  clientAccount,
  failureCounts,
  MAX_FAILURES,
  recordFailure,
} from '../apps/api/src/modules/auth/login-failures.ts';
import { issueLink } from '../apps/api/src/modules/client-links/link-repository.ts';
import { linkIn } from '../test-support/mailbox.ts';
import { addClient, choose, h1, next, onPage } from './support/assessment.ts';
import { expectAccessible, newPerson } from './support/browser.ts';
import { startInProcessService } from './support/in-process-service.ts';
import { DEMO_PASSWORD, fillDateOfBirth, logInAs } from './support/log-in.ts';
import { fillEligibility, newPerson as newRegistrant } from './support/registration.ts';
import { startedForFile } from './support/started-for-file.ts';

// Pages that were wrong, each at a phone's 390 px (issue 28, "Correct pages where they are wrong today").

const started = startedForFile(startInProcessService);

const phone = () => newPerson(started.browser, started.service.baseUrl, { width: 390 });
const USED_LINK = 'This link has expired or has already been used';

describe('pages that say the right thing', () => {
  it('shows a paused account the lockout, how long to wait and the phone line, even for the right password', async () => {
    const client = await addClient(started.service.db);
    const { page, context } = await phone();
    // Ten failures from this machine, as ten wrong passwords would leave them.
    const counts = failureCounts(clientAccount(client.email), '127.0.0.1', CLIENT_LIMIT);
    for (let i = 0; i < MAX_FAILURES; i += 1) await recordFailure(started.service.db, counts);
    await page.goto('/');
    await fillDateOfBirth(page, client.dob);
    await page.getByLabel('Email address').fill(client.email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Too many failed attempts' });
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/Please wait 1[45] minutes/);
    expect(await alert.getByRole('link', { name: '0808 157 0192' }).count()).toBe(1);
    expect(await page.getByText('Invalid email/dob/password').count()).toBe(0);
    await expectAccessible(page, 'paused account');
    await context.close();
  });

  it('says a used password-creation or reset link is used as soon as it is opened', async () => {
    const client = await addClient(started.service.db, { passwordHash: null });
    const creation = await issueLink(started.service.db, client.id, 'password-creation', 3_600_000);
    const reset = await issueLink(started.service.db, client.id, 'password-reset', 3_600_000);
    const { page, context } = await phone();
    await page.goto(`/password-creation?hash=${creation.token}&id=${client.id}`);
    await h1(page).filter({ hasText: 'Create your password' }).waitFor();
    const created = await page.request.post(`/api/clients/register/${creation.token}/${client.id}`, {
      data: {
        password: 'a good long password',
        password_confirmation: 'a good long password',
        hash: creation.token,
        client_id: client.id,
      },
    });
    expect(created.status()).toBe(200);
    await page.reload();
    await h1(page).filter({ hasText: USED_LINK }).waitFor();
    expect(await page.getByLabel('Password', { exact: true }).count()).toBe(0);
    await expectAccessible(page, 'used password-creation link');

    await page.goto(`/reset-password?t=${reset.token}`);
    await h1(page).filter({ hasText: 'Choose a new password' }).waitFor();
    await page.request.post(`/api/clients/resetpassword/${reset.token}`, {
      data: {
        email: client.email,
        dob: client.dob,
        password: 'another long password',
        password_confirmation: 'another long password',
        token: reset.token,
      },
    });
    await page.reload();
    await h1(page).filter({ hasText: USED_LINK }).waitFor();
    expect(await page.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/reset-password',
    );
    await expectAccessible(page, 'used reset link');
    await context.close();
  });

  it('says whose check a follow-up link is when someone else is signed in, and offers to sign out first', async () => {
    const owner = await addClient(started.service.db, { firstName: 'Morgan', assessmentCount: 1 });
    const signedIn = await addClient(started.service.db, { firstName: 'Robin' });
    await sendFollowUpLink(started.service.db, started.service.config, owner.id, 'email');
    const link = linkIn(
      await started.service.mailbox.waitFor(owner.email, /follow-up health check/),
      started.service.baseUrl,
    );
    const { page, context } = await phone();
    await logInAs(page, signedIn);
    await page.goto(link);
    await h1(page).filter({ hasText: 'This health check is for Morgan' }).waitFor();
    expect(await page.locator('main').textContent()).toContain('You are signed in as Robin');
    expect(await page.getByRole('button', { name: 'Continue as Morgan' }).count()).toBe(1);
    await expectAccessible(page, 'someone else’s check');
    await page.getByRole('button', { name: 'Sign out first' }).click();
    await h1(page).filter({ hasText: 'Your quick health check' }).waitFor();
    expect(new URL(page.url()).searchParams.get('h')).toBe(new URL(link).searchParams.get('h'));
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    await context.close();
  });

  it('lists a cancelled session still to come as cancelled, not under previous sessions', async () => {
    const client = await addClient(started.service.db);
    await started.service.db.insert(sessions).values({
      clientId: client.id,
      type: 'coaching',
      status: 'cancelled',
      dueDate: '2099-01-05',
      time: 'morning',
    });
    const { page, context } = await phone();
    await logInAs(page, client);
    await page.goto('/sessions');
    await page.getByRole('heading', { level: 2, name: 'Cancelled sessions' }).waitFor();
    expect(await page.getByRole('table', { name: 'Cancelled sessions' }).textContent()).toContain(
      '05/01/2099',
    );
    expect(await page.getByRole('table', { name: 'Previous sessions' }).count()).toBe(0);
    await expectAccessible(page, 'cancelled session');
    await context.close();
  });

  it('pre-fills the first check’s ethnicity from registration', async () => {
    const client = await addClient(started.service.db, { ethnicity: 11 });
    const { page, context } = await phone();
    await logInAs(page, client);
    await page.goto('/assessment');
    await h1(page).filter({ hasText: 'Your quick health check' }).waitFor();
    await next(page);
    await onPage(page, 'Page 1 of 13');
    await page.getByLabel('Move more').check();
    await next(page);
    await onPage(page, 'Page 2 of 13');
    await page.getByLabel('To have more energy').check();
    await next(page);
    await onPage(page, 'Page 3 of 13');
    await expect.poll(() => page.getByLabel('What is your ethnic group?').inputValue()).toBe('11');
    await choose(page, 'Are you pregnant?', 'No');
    await context.close();
  });

  it('moves the plan’s goal areas with an update of goals', async () => {
    const { page, context } = await phone();
    await logInAs(page, { email: 'demo.client@example.com', dob: '1985-04-12' });
    await page.goto('/plan');
    await page.getByRole('heading', { name: 'Your goal areas' }).waitFor();
    await page.goto('/update-goals');
    const goals = page.getByRole('group', { name: 'Which goals would you like help with?' });
    for (const goal of ['Lose weight', 'Move more', 'Drink less', 'Quit smoking']) {
      const box = goals.getByLabel(goal);
      if (goal === 'Drink less') await box.check();
      else await box.uncheck();
    }
    await page.getByRole('button', { name: 'Save my goals' }).click();
    await page.waitForURL('**/update-goals/complete');
    await page.goto('/plan');
    const cards = page.locator('.goal-cards h3');
    await expect.poll(() => cards.allTextContents()).toEqual(['Drink less']);
    await context.close();
  });

  it('says when the lines are open and whether they are open now', async () => {
    const client = await addClient(started.service.db, { assessmentCount: 1 });
    const { page, context } = await phone();
    await page.clock.setFixedTime(new Date('2026-11-28T12:00:00Z'));
    await logInAs(page, client);
    await page.goto('/book-a-chat');
    await page.getByRole('button', { name: 'Call Us Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Call us now' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Lines are open Monday to Friday 9am to 6:30pm.');
    expect(await dialog.getByTestId('lines-now').textContent()).toContain('The lines are closed now.');
    await expectAccessible(page, 'call us now, closed');
    await page.clock.setFixedTime(new Date('2026-11-27T12:00:00Z'));
    await page.reload();
    await page.getByRole('button', { name: 'Call Us Now' }).click();
    await dialog.waitFor();
    expect(await dialog.getByTestId('lines-now').textContent()).toBe('The lines are open now.');
    await context.close();
  });

  it('counts the wizard’s steps on the landing page, and the phone’s Back button goes to the previous step', async () => {
    const { page, context } = await phone();
    await page.goto('/register');
    expect(await page.locator('main').textContent()).toContain('There are 3 steps');
    await page.getByRole('button', { name: 'Get Started' }).click();
    await h1(page).filter({ hasText: 'Step 1 of 3' }).waitFor();
    await fillEligibility(page, newRegistrant());
    await page.getByRole('button', { name: 'Continue' }).click();
    await h1(page).filter({ hasText: 'Step 2 of 3' }).waitFor();
    await page.goBack();
    await h1(page).filter({ hasText: 'Step 1 of 3' }).waitFor();
    expect(await page.getByLabel('Email address').inputValue()).toContain('@example.com');
    await page.goBack();
    await h1(page).filter({ hasText: 'Discover a healthier, happier you' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/register');
    await context.close();
  });
});
