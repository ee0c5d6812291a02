import type { Page } from 'playwright-core';
import type { Db } from '../../apps/api/src/db/client.ts';
import { clients } from '../../apps/api/src/db/schema.ts';
import { hashPassword } from '../../apps/api/src/lib/secrets.ts';
import { DEMO_PASSWORD } from './log-in.ts';

let count = 0;

/** A client who can log in with the demo password; no health check yet unless overridden. */
export async function addClient(db: Db, overrides: Partial<typeof clients.$inferInsert> = {}) {
  count += 1;
  const values = {
    firstName: 'Robin',
    lastName: `Checker${count}`,
    email: `robin.checker${count}.${Date.now().toString(36)}@example.com`,
    dob: '1988-03-09',
    postcode: 'DT1 1AA',
    phoneNumber: '07700 900555',
    gender: 2,
    ethnicity: 1,
    pathways: ['move-more'],
    acceptTerms: true,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    ...overrides,
  };
  const [row] = await db.insert(clients).values(values).returning({ id: clients.id });
  if (!row) throw new Error('client insert failed');
  return { id: row.id, email: values.email, dob: values.dob };
}

export const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** Waits for a page of the check by its progress line ("Page 3 of 13"). */
export const onPage = (page: Page, progress: string) =>
  page.locator('.progress', { hasText: new RegExp(`^${progress}$`) }).waitFor();

export const next = (page: Page) => page.getByRole('button', { name: 'Continue' }).click();
export const back = (page: Page) => page.getByRole('button', { name: 'Back' }).click();

/** A radio or checkbox inside the question (fieldset) with this legend. */
export const choose = (page: Page, question: string | RegExp, answer: string) =>
  page.getByRole('group', { name: question }).getByLabel(answer, { exact: true }).check();

export const errorSummary = (page: Page) => page.locator('.error-summary');

/** The activity and sitting pages, in hours and minutes. */
export async function fillTimeSpent(page: Page, active: [string, string], sitting: [string, string]) {
  for (const [question, [hours, minutes]] of [
    [/time do you spend being active/, active],
    [/sitting or lying down/, sitting],
  ] as const) {
    const group = page.getByRole('group', { name: question });
    await group.getByLabel('Hours').fill(hours);
    await group.getByLabel('Minutes').fill(minutes);
    await next(page);
  }
}

/**
 * The two activity pages of a repeat check (3 and 4 of 12): three hours of activity a week and six
 * and a half hours sitting a day, leaving the check on page 5.
 */
export async function answerRepeatActivity(page: Page) {
  await fillTimeSpent(page, ['3', '0'], ['6', '30']);
  await onPage(page, 'Page 5 of 12');
}
