import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_STAFF, DEMO_STAFF_TOTP } from '../apps/api/src/db/seed/seed-demo-data.ts';
import { errorSummary } from './support/assessment.ts';
import { expectAccessible, newPerson } from './support/browser.ts';
import { startService } from './support/service.ts';
import { heading, staffLogIn } from './support/staff-log-in.ts';
import { startedForFile } from './support/started-for-file.ts';

const started = startedForFile(startService);

const card = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });

/** Opens the article's editor in place and types a new introduction into it, without saving. */
async function typeIntro(page: Page, title: string, intro: string) {
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  await page.getByLabel('Introduction').fill(intro);
}

describe('administration open in two tabs', () => {
  it('the later save is refused with the reason, keeps what was typed, and goes through when saved again', async () => {
    const { context, page } = await newPerson(started.browser, started.service.baseUrl, { width: 1280 });
    await staffLogIn(page, DEMO_STAFF.admin, DEMO_STAFF_TOTP.admin);
    await page.goto('/staff/content/articles');
    await heading(page, 'Articles');
    const title = `Two tabs ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Add an article' }).click();
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Introduction').fill('Walk after lunch.');
    await page.getByLabel('Link to the full article').fill('https://www.nhs.uk/live-well/exercise/');
    await page.getByRole('button', { name: 'Publish article' }).click();
    await card(page, title).getByText('Walk after lunch.').waitFor();

    const second = await context.newPage();
    await second.goto(page.url());
    await heading(second, 'Articles');
    await typeIntro(second, title, 'Swim on Saturdays.');

    await typeIntro(page, title, 'Cycle to work on Mondays.');
    await page.getByRole('button', { name: 'Save article' }).click();
    await card(page, title).getByText('Cycle to work on Mondays.').waitFor();

    await second.getByRole('button', { name: 'Save article' }).click();
    const summary = errorSummary(second);
    await summary.getByText(/This article has changed since you opened this form/).waitFor();
    expect(await summary.innerText()).toContain('Your changes have not been saved.');
    expect(await summary.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(await second.getByLabel('Introduction').inputValue()).toBe('Swim on Saturdays.');
    await expectAccessible(second, 'an article save refused as changed since');

    await second.getByRole('button', { name: 'Save article' }).click();
    await card(second, title).getByText('Swim on Saturdays.').waitFor();
    await page.reload();
    await card(page, title).getByText('Swim on Saturdays.').waitFor();
  });

  it('a staff account retired in one tab is not made an administrator from the other, opened earlier', async () => {
    const { context, page } = await newPerson(started.browser, started.service.baseUrl, { width: 1280 });
    await staffLogIn(page, DEMO_STAFF.admin, DEMO_STAFF_TOTP.admin);
    await page.goto('/staff/accounts');
    await heading(page, 'Staff accounts');
    const name = `Kit Tabs ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Add an account' }).click();
    await page.getByLabel('Full name').fill(name);
    await page.getByLabel('Work email address').fill(`kit.${Date.now().toString(36)}@example.com`);
    await page.getByLabel('Coach: their own caseload').check();
    await page.getByLabel('First password').fill('a-long-enough-password');
    await page.getByRole('button', { name: 'Add account' }).click();
    const row = (tab: Page) => tab.getByRole('row').filter({ hasText: name });
    await row(page).waitFor();

    const second = await context.newPage();
    await second.goto(page.url());
    await row(second)
      .getByRole('button', { name: `Make administrator for ${name}` })
      .waitFor();

    await row(page)
      .getByRole('button', { name: `Retire for ${name}` })
      .click();
    await row(page)
      .getByRole('button', { name: `Bring back for ${name}` })
      .waitFor();

    await row(second)
      .getByRole('button', { name: `Make administrator for ${name}` })
      .click();
    await row(second)
      .getByText(/This has changed since the page showed it/)
      .waitFor();
    await row(second)
      .getByRole('button', { name: `Bring back for ${name}` })
      .waitFor();
    expect(await row(second).getByRole('cell').nth(1).innerText()).toBe('Coach');
    await expectAccessible(second, 'an account change refused as changed since');
    await page.reload();
    expect(await row(page).getByRole('cell').nth(1).innerText()).toBe('Coach');
  });
});
