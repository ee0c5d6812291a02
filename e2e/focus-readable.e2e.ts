import { source as axeSource } from 'axe-core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_STAFF } from '../apps/api/src/db/seed/seed-demo-data.ts';
import { newPerson } from './support/browser.ts';
import { startInProcessService } from './support/in-process-service.ts';
import { DEMO_CLIENT, logInAs } from './support/log-in.ts';
import { heading } from './support/staff-log-in.ts';
import { startedForFile } from './support/started-for-file.ts';

const started = startedForFile(startInProcessService);

/**
 * Tabs through the page as a keyboard user does and answers each focused control whose text is
 * unreadable on its focus colours (axe's colour-contrast rule, run on the focused control only).
 */
async function unreadableWhenFocused(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const problems: string[] = [];
  const seen = new Set<string>();
  for (let press = 0; press < 60; press += 1) {
    await page.keyboard.press('Tab');
    const found = await page.evaluate(async () => {
      const focused = document.activeElement;
      if (!(focused instanceof HTMLElement) || focused === document.body) return null;
      type Axe = { run: (el: Element, o: object) => Promise<{ violations: unknown[] }> };
      const { violations } = await (window as unknown as { axe: Axe }).axe.run(focused, {
        runOnly: { type: 'rule', values: ['color-contrast'] },
      });
      return {
        name: `${focused.tagName} “${focused.textContent?.trim()}”`,
        unreadable: violations.length > 0,
      };
    });
    if (!found || seen.has(found.name)) continue;
    seen.add(found.name);
    if (found.unreadable) problems.push(found.name);
  }
  return problems;
}

describe('what has keyboard focus stays readable', () => {
  it('on the sign-in page, the signed-in dashboard and the staff sign-in, at phone width', async () => {
    const { page } = await newPerson(started.browser, started.service.baseUrl, { width: 390 });
    await page.goto('/');
    // The brand and the phone number are white links in the blue header.
    expect(await unreadableWhenFocused(page)).toEqual([]);

    // A visited link's colours are hidden from scripts (and so from axe): the bar's visited links are
    // not checked here, only what every signed-in page shows first.
    await logInAs(page, DEMO_CLIENT);
    await page.getByRole('heading', { name: 'Next steps' }).waitFor();
    expect(await unreadableWhenFocused(page)).toEqual([]);

    const staff = await newPerson(started.browser, started.service.baseUrl, { width: 390 });
    await staff.page.goto('/staff');
    await heading(staff.page, 'Staff sign in');
    await staff.page.getByLabel('Work email address').fill(DEMO_STAFF.coach);
    expect(await unreadableWhenFocused(staff.page)).toEqual([]);
  });
});
