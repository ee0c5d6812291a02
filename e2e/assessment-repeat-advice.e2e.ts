import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { assessments } from '../apps/api/src/db/schema.ts';
import { sendFollowUpLink } from '../apps/api/src/modules/assessment/send-follow-up-link.ts';
import { linkIn } from '../test-support/mailbox.ts';
import { addClient, choose, fillTimeSpent, h1, next, onPage } from './support/assessment.ts';
import { expectAccessible, newPerson } from './support/browser.ts';
import { startInProcessService } from './support/in-process-service.ts';
import { logInAs } from './support/log-in.ts';
import { startedForFile } from './support/started-for-file.ts';

// docs/product.md#pregnancy and #alcohol: repeat checks on a phone, 390 px wide.

const started = startedForFile(startInProcessService);

/** A woman of 38 who took her first check three months ago. */
async function womanAfterFirstCheck(firstAnswers: Record<string, unknown>) {
  const client = await addClient(started.service.db, { assessmentCount: 1 });
  await started.service.db.insert(assessments).values({
    clientId: client.id,
    kind: 'new',
    answers: firstAnswers,
    stats: { bmi: 24.2, activity: 60, smoking: 0, alcohol: 0.5 },
    messages: {},
  });
  return client;
}

/** Pages 1 to 5 of a repeat check, answering pregnancy on the BMI page. */
async function answerUpToDrinking(page: Page, pregnant: 'Yes' | 'No') {
  await onPage(page, 'Page 1 of 12');
  await page.getByLabel('To have more energy').check();
  await next(page);
  await onPage(page, 'Page 2 of 12');
  expect(await page.getByLabel('What is your ethnic group?').count()).toBe(0);
  await page.getByLabel('Your weight in kilograms').fill('64');
  await page.getByLabel('Your height in centimetres').fill('165');
  await choose(page, 'Are you pregnant?', pregnant);
  await expectAccessible(page, 'repeat check height, weight and pregnancy');
  await next(page);
  await onPage(page, 'Page 3 of 12');
  await fillTimeSpent(page, ['1', '0'], ['6', '0']);
  await onPage(page, 'Page 5 of 12');
  await choose(page, 'Do you smoke or vape?', 'I do neither');
  await next(page);
  await onPage(page, 'Page 6 of 12');
}

const sixPlus = /How often do you have 6 or more units/;

describe('repeat health checks give the advice that fits this check', () => {
  it('asks a pregnant drinker again at her 3-month check by link and never says "Lower risk"', async () => {
    const client = await womanAfterFirstCheck({ assessment_pregnant: 'yes' });
    await sendFollowUpLink(started.service.db, started.service.config, client.id, 'email');
    const link = linkIn(
      await started.service.mailbox.waitFor(client.email, /follow-up health check/),
      started.service.baseUrl,
    );

    const { page, context } = await newPerson(started.browser, started.service.baseUrl, { width: 390 });
    await page.goto(link);
    await h1(page).filter({ hasText: 'Your quick health check' }).waitFor();
    await next(page);
    await answerUpToDrinking(page, 'Yes');
    await choose(page, 'How often do you have a drink containing alcohol?', 'Monthly or less');
    await next(page);
    await onPage(page, 'Page 7 of 12');
    await page.getByRole('button', { name: /Add one small glass of wine/i }).click();
    await next(page);
    await onPage(page, 'Page 8 of 12');
    await choose(page, sixPlus, 'Never');
    await next(page);
    await onPage(page, 'Page 12 of 12');
    expect(await page.locator('.summary-list').textContent()).toContain('Are you pregnant?Yes');
    await page.getByRole('button', { name: 'Submit' }).click();

    await h1(page).filter({ hasText: 'Your health check results' }).waitFor();
    expect(await page.getByTestId('alcohol-band').textContent()).toBe('Not safe in pregnancy');
    const alcohol = (await page.getByTestId('result-alcohol').textContent()) ?? '';
    expect(alcohol).not.toMatch(/lower risk|low-risk guideline/i);
    expect(alcohol).toContain('In pregnancy the safest approach is not to drink alcohol at all');
    expect(await page.locator('[data-testid="result-bmi"] .result__band').count()).toBe(0);
    expect(await page.getByTestId('result-activity').textContent()).toContain('In pregnancy, keeping active');
    await expectAccessible(page, 'pregnant drinker’s follow-up results');

    await logInAs(page, client);
    await page.goto('/progress');
    const progress = page.getByRole('region', { name: 'Alcohol units a week' });
    await progress.getByText('in pregnancy the safest approach is not to drink alcohol at all').waitFor();
    expect(await progress.textContent()).not.toMatch(/low-risk|14 units/);
    await expectAccessible(page, 'pregnant drinker’s progress');
    await context.close();
  });

  it('offers the rest of the AUDIT at AUDIT-C 6 with six-plus Never, on a repeat check while signed in', async () => {
    const client = await womanAfterFirstCheck({ assessment_pregnant: 'no' });
    const { page, context } = await newPerson(started.browser, started.service.baseUrl, { width: 390 });
    await logInAs(page, client);
    await page.goto('/assessment');
    await h1(page).filter({ hasText: 'Your quick health check' }).waitFor();
    await next(page);
    await answerUpToDrinking(page, 'No');
    await choose(page, 'How often do you have a drink containing alcohol?', '4 or more times a week');
    await next(page);
    await onPage(page, 'Page 7 of 12');
    for (let i = 0; i < 2; i += 1)
      await page.getByRole('button', { name: /Add one large glass of wine/i }).click();
    await page.getByText('Total: 6.0 units').waitFor();
    await next(page);
    await onPage(page, 'Page 8 of 12');
    await choose(page, sixPlus, 'Never');
    await next(page);

    await onPage(page, 'Page 9 of 12');
    await choose(page, 'Can we ask you a few more questions about your drinking?', 'Yes');
    await expectAccessible(page, 'offer of the remaining AUDIT questions');
    await next(page);
    await onPage(page, 'Page 10 of 12');
    for (const question of [
      /not able to stop/,
      /failed to do/,
      /in the morning/,
      /guilt/,
      /unable to remember/,
    ])
      await choose(page, question, 'Never');
    await next(page);
    await onPage(page, 'Page 11 of 12');
    await choose(page, /been injured/, 'No');
    await choose(page, /been concerned about your drinking/, 'No');
    await next(page);
    await onPage(page, 'Page 12 of 12');
    await page.getByRole('button', { name: 'Submit' }).click();

    await h1(page).filter({ hasText: 'Your health check results' }).waitFor();
    expect(await page.getByTestId('result-alcohol').textContent()).toContain('AUDIT result');
    await context.close();
  });
});
