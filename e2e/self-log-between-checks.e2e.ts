import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { errorSummary } from './support/assessment.ts';
import { expectAccessible, newPerson } from './support/browser.ts';
import { startInProcessService } from './support/in-process-service.ts';
import { DEMO_CLIENT, logInAs } from './support/log-in.ts';
import { startedForFile } from './support/started-for-file.ts';

const started = startedForFile(startInProcessService);

/** Taps a person makes, counted: each click, and each field they tap into before typing. */
function tapper(page: Page) {
  let taps = 0;
  return {
    tap: async (name: string | RegExp, role: 'button' | 'link' = 'button') => {
      taps += 1;
      await page.getByRole(role, { name }).click();
    },
    type: async (label: string, text: string) => {
      taps += 1;
      await page.getByLabel(label, { exact: true }).fill(text);
    },
    count: () => taps,
  };
}

describe('recording between checks', () => {
  it('logs weight and activity in under 10 taps each at 390 px, and shows them on Progress with the table', async () => {
    const { page, context } = await newPerson(started.browser, started.service.baseUrl, { width: 390 });
    await logInAs(page, DEMO_CLIENT);
    await page.getByRole('heading', { name: 'This week at a glance' }).waitFor();
    await expectAccessible(page, 'dashboard with the week at a glance');

    const weight = tapper(page);
    await weight.tap('Record weight', 'link');
    await page.getByRole('heading', { level: 1, name: 'Record your weight' }).waitFor();
    await weight.type('Your weight in kilograms', '82.4');
    await weight.tap('Save');
    await page.getByText('Weight: 82.4 kg for today.').waitFor();
    expect(weight.count()).toBeLessThan(10);
    await expectAccessible(page, 'weight recorded');

    await page.getByRole('link', { name: 'Back to your dashboard' }).click();
    // As a person would, once the dashboard shows what was just recorded: a tap in the same tenth of a
    // second as the page change was lost once on a loaded machine.
    await page.getByText(/^Last: 82\.4 kg on /).waitFor();
    const activity = tapper(page);
    await activity.tap('Record active minutes', 'link');
    await activity.type('Active minutes', '45');
    await activity.tap('Save');
    await page.getByText('Active minutes: 45 minutes for today.').waitFor();
    expect(activity.count()).toBeLessThan(10);

    // Recording the same day again replaces the entry and says so.
    await page.getByLabel('Active minutes', { exact: true }).fill('50');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Updated' }).waitFor();

    await page.getByRole('link', { name: 'Back to your dashboard' }).click();
    await page.getByText('1.6 kg less than at your first check.').waitFor();
    await page.getByText(/^Last: 82\.4 kg on \d{2}\/\d{2}\/\d{4}$/).waitFor();
    await page.getByText('You have recorded something 1 week in a row.').waitFor();

    await page.getByRole('link', { name: 'See your progress since your first health check' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your progress' }).waitFor();
    const weights = page.getByRole('table', { name: 'Weights you recorded between checks', exact: true });
    await weights.getByRole('cell', { name: '82.4 kg' }).waitFor();
    const weeks = page.getByRole('table', { name: 'Total of each week you recorded' }).first();
    await weeks.getByRole('cell', { name: '50 minutes (1 day recorded)' }).waitFor();
    expect(await page.locator('svg[data-chart="weight"] polyline.line-chart__line').count()).toBe(1);
    await expectAccessible(page, 'progress with what was recorded');

    // Readable at 320 px: nothing wider than the screen.
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await context.close();
  });

  it('a save from a tab opened before another tab recorded the same day is refused, shows that entry, and replaces it when saved again', async () => {
    const { page: laptop, context } = await newPerson(started.browser, started.service.baseUrl, {
      width: 1024,
    });
    await logInAs(laptop, DEMO_CLIENT);
    const phone = await context.newPage();
    for (const tab of [laptop, phone]) {
      await tab.goto('/record/activity');
      await tab.getByLabel('Day', { exact: true }).selectOption({ index: 1 });
    }
    // The laptop's form is filled in while the phone records the same day.
    await laptop.getByLabel('Active minutes', { exact: true }).fill('35');
    await laptop.getByLabel('Note (optional)').fill('Swim before work');
    await phone.getByLabel('Active minutes', { exact: true }).fill('20');
    await phone.getByRole('button', { name: 'Save' }).click();
    await phone.getByText(/^Active minutes: 20 minutes for /).waitFor();

    await laptop.getByRole('button', { name: 'Save' }).click();
    const summary = errorSummary(laptop);
    await summary
      .getByText(/after you opened this page, on another device or in another tab: 20 minutes\./)
      .waitFor();
    expect(await summary.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await laptop.getByText('You recorded 20 minutes that day. Saving again replaces it.').waitFor();
    expect(await laptop.getByLabel('Active minutes', { exact: true }).inputValue()).toBe('35');
    expect(await laptop.getByLabel('Note (optional)').inputValue()).toBe('Swim before work');
    await expectAccessible(laptop, 'a self-log save refused as recorded meanwhile');

    // Having seen the phone's entry, the client chooses to replace it.
    await laptop.getByRole('button', { name: 'Save' }).click();
    await laptop.getByRole('heading', { name: 'Updated' }).waitFor();
    await laptop.getByText(/^Active minutes: 35 minutes for /).waitFor();
    await context.close();
  });
  it('says a save made offline was not sent, keeps what was typed, and never sends it later unseen', async () => {
    const { page, context } = await newPerson(started.browser, started.service.baseUrl, { width: 390 });
    await logInAs(page, DEMO_CLIENT);
    await page.goto('/record/smoking');
    await page.getByLabel('Day', { exact: true }).selectOption({ index: 2 });
    const day = await page.getByLabel('Day', { exact: true }).inputValue();
    await page.getByLabel('How many that day', { exact: true }).fill('4');
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Save' }).click();
    const summary = errorSummary(page);
    await summary
      .getByText('We could not reach the service. Check your internet connection and try again.')
      .waitFor();
    expect(await page.getByLabel('How many that day', { exact: true }).inputValue()).toBe('4');

    // Back online, the save pressed offline is not sent behind the client's back: only a new press sends.
    await context.setOffline(false);
    await page.waitForTimeout(1000);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Record your cigarettes or vapes' }).waitFor();
    await page.getByRole('button', { name: 'Save' }).waitFor();
    expect(await page.getByLabel('Day', { exact: true }).inputValue()).toBe(day);
    expect(await page.getByText(/that day\. Saving again replaces it\./).count()).toBe(0);
    expect(await page.getByLabel('How many that day', { exact: true }).inputValue()).toBe('4');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Saved' }).waitFor();
    await page.getByText(/^Cigarettes or vapes: 4 cigarettes for /).waitFor();
    await context.close();
  });
  it('deleting an entry another tab deleted already says it is deleted, rather than failing for good', async () => {
    const { page: laptop, context } = await newPerson(started.browser, started.service.baseUrl, {
      width: 1024,
    });
    await logInAs(laptop, DEMO_CLIENT);
    await laptop.goto('/record/activity');
    await laptop.getByLabel('Day', { exact: true }).selectOption({ index: 3 });
    const day = await laptop.getByLabel('Day', { exact: true }).inputValue();
    const shown = day.split('-').reverse().join('/');
    await laptop.getByLabel('Active minutes', { exact: true }).fill('25');
    await laptop.getByRole('button', { name: 'Save' }).click();
    await laptop.getByText(/^Active minutes: 25 minutes for /).waitFor();

    const phone = await context.newPage();
    await phone.goto('/record/activity');
    await phone.getByRole('button', { name: `Delete the entry of ${shown}` }).click();
    await phone.getByText(`The entry of ${shown} is deleted.`).waitFor();

    await laptop.getByRole('button', { name: `Delete the entry of ${shown}` }).click();
    await laptop.getByText(`The entry of ${shown} is deleted.`).waitFor();
    expect(await laptop.getByRole('button', { name: `Delete the entry of ${shown}` }).count()).toBe(0);
    expect(await laptop.getByText('We could not delete that entry.').count()).toBe(0);
    await context.close();
  });
});
