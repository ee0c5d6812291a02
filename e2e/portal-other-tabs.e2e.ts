import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clients } from '../apps/api/src/db/schema.ts';
import { addClient, h1 } from './support/assessment.ts';
import { newPerson } from './support/browser.ts';
import { startInProcessService } from './support/in-process-service.ts';
import { answerSignInAgain, logInAs, logOut, signInHere, signOutInAnotherTab } from './support/log-in.ts';
import { startedForFile } from './support/started-for-file.ts';

const started = startedForFile(startInProcessService);

// The tabs of one browser share local storage: what one tab does to the sign-in, the others find (issue 28).
describe('another tab signs out or signs someone else in', () => {
  it('saves account details after signing in again when another tab signed out meanwhile', async () => {
    const client = await addClient(started.service.db);
    const { context, page } = await newPerson(started.browser, started.service.baseUrl, { width: 390 });
    await logInAs(page, client);
    await page.goto('/account');
    await page.locator('#address1').fill('1 New Street, Dorchester');

    await signOutInAnotherTab(context);

    await page.getByRole('button', { name: 'Save my details' }).click();
    await answerSignInAgain(page, client);

    await page.waitForURL('**/account-updated');
    const [saved] = await started.service.db.select().from(clients).where(eq(clients.id, client.id));
    expect(saved?.address1).toBe('1 New Street, Dorchester');
  });

  it('sends suggested times after signing in again when another tab signed out meanwhile', async () => {
    const client = await addClient(started.service.db);
    const { context, page } = await newPerson(started.browser, started.service.baseUrl, { width: 390 });
    await logInAs(page, client);
    await page.goto('/suggest-time');
    await page.getByRole('checkbox', { name: 'Tuesday' }).check();
    await page.reload();
    await page.getByRole('checkbox', { name: /^Early evening/ }).check();
    await signOutInAnotherTab(context);

    // Sending re-renders the page, which used to find no token and fail as signed out.
    await page.getByRole('button', { name: 'Send' }).click();
    await answerSignInAgain(page, client);
    await h1(page).filter({ hasText: 'Thank you' }).waitFor();
    const [saved] = await started.service.db.select().from(clients).where(eq(clients.id, client.id));
    expect([saved?.contactDays, saved?.contactTimes]).toEqual([['tue'], ['evening']]);
  });

  it('never sends one client’s form as the client another tab signed in, nor shows it to them', async () => {
    const x = await addClient(started.service.db, { address1: '1 Old Road, Weymouth' });
    const y = await addClient(started.service.db, { address1: '9 Other Lane, Bridport' });
    const { context, page } = await newPerson(started.browser, started.service.baseUrl, { width: 390 });
    await logInAs(page, x);
    await page.goto('/account');
    await page.locator('#address1').fill('2 Private Close, Dorchester');

    const otherTab = await context.newPage();
    await otherTab.goto('/');
    await logOut(otherTab);
    await signInHere(otherTab, y);

    // Sent with this tab's own sign-in, which ended: it asks X to sign in again, and Y's record is untouched.
    await page.getByRole('button', { name: 'Save my details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in again to continue' });
    await dialog.waitFor();
    const [yNow] = await started.service.db.select().from(clients).where(eq(clients.id, y.id));
    expect(yNow?.address1).toBe('9 Other Lane, Bridport');
    await dialog.getByRole('button', { name: 'Not now' }).click();

    // The next page opened goes on as Y, with none of X's typing.
    await page.getByRole('link', { name: 'Home', exact: true }).first().click();
    await page.getByRole('link', { name: 'Account', exact: true }).first().click();
    await expect.poll(() => page.locator('#address1').inputValue()).toBe('9 Other Lane, Bridport');
    expect(await page.evaluate(() => sessionStorage.getItem('my-details-draft'))).toBeNull();
  });

  it('signs this tab out too when the next page opens after another tab signed out', async () => {
    const client = await addClient(started.service.db);
    const { context, page } = await newPerson(started.browser, started.service.baseUrl, { width: 390 });
    await logInAs(page, client);
    await signOutInAnotherTab(context);
    await page.getByRole('link', { name: 'Account', exact: true }).first().click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await page.getByRole('button', { name: 'Log out' }).count()).toBe(0);
  });

  it('signs this tab out too when it goes Home after another tab signed out', async () => {
    const client = await addClient(started.service.db);
    const { context, page } = await newPerson(started.browser, started.service.baseUrl, { width: 390 });
    await logInAs(page, client);
    await page.getByRole('link', { name: 'Account', exact: true }).first().click();
    await page.waitForURL('**/account');
    await signOutInAnotherTab(context);
    await page.getByRole('link', { name: 'Home', exact: true }).first().click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await page.getByRole('button', { name: 'Log out' }).count()).toBe(0);
  });
});
