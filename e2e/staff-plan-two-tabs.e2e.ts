import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_STAFF, DEMO_STAFF_TOTP } from '../apps/api/src/db/seed/seed-demo-data.ts';
import { errorSummary } from './support/assessment.ts';
import { expectAccessible, newPerson } from './support/browser.ts';
import { startService } from './support/service.ts';
import { heading, openClientRecord, staffLogIn } from './support/staff-log-in.ts';
import { startedForFile } from './support/started-for-file.ts';

const started = startedForFile(startService);

const notes = (page: Page) => page.getByRole('region', { name: 'Goal and barrier notes' });

/** Opens the note's edit form and types a new text into it, without saving. */
async function typeNote(page: Page, title: string, text: string) {
  await notes(page)
    .getByRole('button', { name: `Edit ${title}` })
    .click();
  await notes(page).getByLabel('Note').fill(text);
}

describe('a plan open in two tabs', () => {
  it('the later save of a note is refused with the reason, keeps what was typed, and goes through when saved again', async () => {
    const { context, page } = await newPerson(started.browser, started.service.baseUrl, { width: 1280 });
    await staffLogIn(page, DEMO_STAFF.coach, DEMO_STAFF_TOTP.coach);
    await openClientRecord(page, 'Jo Demo');
    await page.getByRole('navigation', { name: 'Client record' }).getByRole('link', { name: 'Plan' }).click();
    const title = `Two tabs ${Date.now().toString(36)}`;
    await notes(page).getByRole('button', { name: 'Add a goal or barrier note' }).click();
    await notes(page).getByLabel('Goal', { exact: true }).check();
    await notes(page).getByLabel('Title').fill(title);
    await notes(page).getByLabel('Note').fill('Walk to work twice a week.');
    await notes(page).getByRole('button', { name: 'Add note' }).click();
    await notes(page).getByText('Walk to work twice a week.').waitFor();

    const second = await context.newPage();
    await second.goto(page.url());
    await heading(second, /Jo Demo/);
    await typeNote(second, title, 'Swim on Saturdays.');

    await typeNote(page, title, 'Cycle to work on Mondays.');
    await notes(page).getByRole('button', { name: 'Save note' }).click();
    await notes(page).getByText('Cycle to work on Mondays.').waitFor();

    await notes(second).getByRole('button', { name: 'Save note' }).click();
    const summary = errorSummary(second);
    await summary.getByText(/This note has changed since you opened this form/).waitFor();
    expect(await summary.innerText()).toContain('Your changes have not been saved.');
    expect(await summary.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(await notes(second).getByLabel('Note').inputValue()).toBe('Swim on Saturdays.');
    await expectAccessible(second, 'a note save refused as changed since');

    await notes(second).getByRole('button', { name: 'Save note' }).click();
    await notes(second).getByText('Swim on Saturdays.').waitFor();
    await page.reload();
    await notes(page).getByText('Swim on Saturdays.').waitFor();
  });

  it('a note added in the same tab does not refuse the service level chosen before it', async () => {
    const { page } = await newPerson(started.browser, started.service.baseUrl, { width: 1280 });
    await staffLogIn(page, DEMO_STAFF.coach, DEMO_STAFF_TOTP.coach);
    await openClientRecord(page, 'Jo Demo');
    await page.getByRole('navigation', { name: 'Client record' }).getByRole('link', { name: 'Plan' }).click();
    const settings = page.getByRole('region', { name: 'Service level and goals' });
    await settings.getByRole('radio').nth(2).check();

    await notes(page).getByRole('button', { name: 'Add a goal or barrier note' }).click();
    await notes(page).getByLabel('Goal', { exact: true }).check();
    await notes(page)
      .getByLabel('Title')
      .fill(`Same tab ${Date.now().toString(36)}`);
    await notes(page).getByLabel('Note').fill('Stairs at work.');
    await notes(page).getByRole('button', { name: 'Add note' }).click();
    await notes(page).getByText('Stairs at work.').waitFor();

    expect(await settings.getByRole('radio').nth(2).isChecked()).toBe(true);
    await settings.getByRole('button', { name: 'Save plan' }).click();
    await settings.getByText('Plan saved.').waitFor();
    expect(await errorSummary(page).count()).toBe(0);
  });
});
