import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_STAFF, DEMO_STAFF_TOTP } from '../apps/api/src/db/seed/seed-demo-data.ts';
import { expectAccessible, newPerson } from './support/browser.ts';
import { startService } from './support/service.ts';
import { staffLogIn } from './support/staff-log-in.ts';
import { startedForFile } from './support/started-for-file.ts';

const started = startedForFile(startService);

const flagged = (page: Page) => page.getByRole('region', { name: 'Risk flags' });

describe('casework a coach can correct', () => {
  it('acknowledges an automatic flag, off My day, and corrects their own case note, shown as edited', async () => {
    const { page } = await newPerson(started.browser, started.service.baseUrl, { width: 1280 });
    await staffLogIn(page, DEMO_STAFF.coach, DEMO_STAFF_TOTP.coach);
    const dee = flagged(page).getByRole('row', { name: /Dee Harper/ });
    await dee.getByText(/BMI 40 or more/).waitFor();
    await dee.getByRole('link', { name: 'Dee Harper' }).click();

    await page.getByRole('button', { name: /Acknowledge\s*“BMI 40/ }).click();
    await page
      .getByLabel('Note (optional)', { exact: true })
      .last()
      .fill('GP already supporting her weight.');
    await page.getByRole('button', { name: 'Acknowledge flag' }).click();
    await page.getByText(/acknowledged .* by Sam Coach: GP already supporting her weight\./).waitFor();
    await expectAccessible(page, 'risk flags with an acknowledged one');

    await page.getByLabel('New case note').fill('Prefers calls after 5pm.');
    await page.getByRole('button', { name: 'Add case note' }).click();
    await page.getByRole('cell', { name: 'Prefers calls after 5pm.' }).waitFor();
    await page
      .getByRole('button', { name: /Correct\s*the note/ })
      .first()
      .click();
    const correction = page.getByLabel(/Correct your case note of/);
    await correction.fill('Prefers calls after 6pm.');
    await page.getByRole('button', { name: 'Save correction' }).click();
    await page.getByRole('cell', { name: /Prefers calls after 6pm\.\s*Edited/ }).waitFor();
    await expectAccessible(page, 'a corrected case note');

    await page.getByRole('link', { name: 'My day' }).click();
    // Still flagged by the coach's own flag, no longer by the acknowledged BMI (once My day refreshes).
    const row = flagged(page).getByRole('row', { name: /Dee Harper/ });
    await row.filter({ hasNotText: 'BMI' }).waitFor();
    expect(await row.innerText()).toMatch(/Chest pain/);
  });
});
