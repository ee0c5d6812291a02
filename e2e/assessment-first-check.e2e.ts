import { caloriesBurnedPerDay } from '@coaching/shared/rules/activity';
import { auditScore, cheeseburgers, weeklyUnits } from '@coaching/shared/rules/audit';
import { bmi } from '@coaching/shared/rules/bmi';
import { weeklySaving } from '@coaching/shared/rules/smoking';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addClient, back, choose, errorSummary, h1, next, onPage } from './support/assessment.ts';
import { expectAccessible, newPerson } from './support/browser.ts';
import { startInProcessService } from './support/in-process-service.ts';
import { logInAs } from './support/log-in.ts';
import { startedForFile } from './support/started-for-file.ts';

const started = startedForFile(startInProcessService);

const testId = (page: Page, id: string) => page.getByTestId(id).textContent();
const shownOption = (select: Locator) =>
  select.evaluate((element) => (element as HTMLSelectElement).selectedOptions[0]?.text ?? '');

async function answerUpToSmoking(page: Page) {
  await onPage(page, 'Page 1 of 13');
  expect(await page.getByLabel('Move more').isChecked()).toBe(true);
  await page.getByLabel('Lose weight').check();
  await expectAccessible(page, 'goals');
  await next(page);

  await onPage(page, 'Page 2 of 13');
  // The heading comes with the options: focus still moves to it.
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.textContent))
    .toBe('What motivates you to make a change?');
  await next(page);
  await errorSummary(page).getByText('What motivates you to make a change?: Select at least one').waitFor();
  await expectAccessible(page, 'motivations with an error');
  await page.getByLabel('To feel healthier').check();
  await page.getByLabel('Other', { exact: true }).check();
  await page.getByLabel('Tell us what else motivates you').fill('To run with my children');
  await next(page);

  await onPage(page, 'Page 3 of 13');
  const ethnicity = page.getByLabel('What is your ethnic group?');
  expect(await ethnicity.locator('option').allTextContents()).not.toContain('Not Disclosed');
  await page.getByLabel('Your weight in kilograms').fill('80');
  await page.getByLabel('Your height in centimetres').fill('300');
  await ethnicity.selectOption({ label: 'Asian or Asian British: Indian' });
  await choose(page, 'Are you pregnant?', 'No');
  await next(page);
  await errorSummary(page).getByText('Enter a height between 90 cm and 250 cm').waitFor();
  await page.getByLabel('Your height in centimetres').fill('165');
  await expectAccessible(page, 'height and weight');
  await page.reload();
  await onPage(page, 'Page 3 of 13');
  // Kept as typed, and the ethnic group shows once its options arrive.
  const weight = page.getByLabel('Your weight in kilograms');
  expect(await weight.inputValue()).toBe('80');
  expect(await page.getByLabel('Your height in centimetres').inputValue()).toBe('165');
  await expect.poll(() => shownOption(ethnicity)).toBe('Asian or Asian British: Indian');
  expect(await page.getByRole('group', { name: 'Are you pregnant?' }).getByLabel('No').isChecked()).toBe(
    true,
  );
  // Text put in at once (as a paste is) stays on screen and gets the field's message.
  await weight.fill('');
  await weight.focus();
  await page.keyboard.insertText('1,5');
  expect(await weight.inputValue()).toBe('1,5');
  await next(page);
  await errorSummary(page).getByText('Your weight in kilograms: Numeric characters only').waitFor();
  await weight.fill('80');
  await next(page);

  await onPage(page, 'Page 4 of 13');
  await page.getByLabel('Hours').fill('1');
  await page.getByLabel('Minutes').fill('30');
  await expectAccessible(page, 'activity');
  await next(page);

  await onPage(page, 'Page 5 of 13');
  await page.getByLabel('Hours').fill('8');
  await page.getByLabel('Minutes').fill('0');
  await next(page);

  await onPage(page, 'Page 6 of 13');
  await choose(page, 'Do you smoke or vape?', 'I smoke');
  const types = await page.getByLabel('What do you smoke?').locator('option').allTextContents();
  expect(types).not.toContain('Non-Smoker');
  expect(types).not.toContain('e-Cigarettes');
  await page.getByLabel('What do you smoke?').selectOption({ label: 'Manufactured cigarettes' });
  await choose(page, 'Do you smoke every day?', 'Yes');
  await page.getByLabel('How many do you smoke on a day when you smoke?').fill('10');
  await page.getByLabel('Years').fill('12');
  await page.getByLabel('Months').fill('6');
  await expectAccessible(page, 'smoking');
  await next(page);
}

describe('a first quick health check', () => {
  it('takes 13 pages with every skip path, keeps answers over a reload, and shows results from the shared rules', async () => {
    const client = await addClient(started.service.db);
    const { page, context } = await newPerson(started.browser, started.service.baseUrl);
    await logInAs(page, client);
    await page.goto('/assessment');
    await h1(page).filter({ hasText: 'Your quick health check' }).waitFor();
    await expectAccessible(page, 'intro');
    await next(page);
    await answerUpToSmoking(page);

    await onPage(page, 'Page 7 of 13');
    await choose(page, 'How often do you have a drink containing alcohol?', 'Never');
    await expectAccessible(page, 'drink frequency');
    await next(page);
    await onPage(page, 'Page 13 of 13');
    await back(page);
    await onPage(page, 'Page 7 of 13');
    await choose(page, 'How often do you have a drink containing alcohol?', '2 to 3 times a week');
    await next(page);

    await onPage(page, 'Page 8 of 13');
    await next(page);
    await errorSummary(page).getByText('Add the drinks you have on a typical drinking day').waitFor();
    for (let i = 0; i < 3; i += 1)
      await page.getByRole('button', { name: /Add one standard glass of wine/ }).click();
    await page.getByText('Total: 6.3 units').waitFor();
    await expectAccessible(page, 'units counter');
    await next(page);

    await onPage(page, 'Page 9 of 13');
    const sixPlus = /How often do you have 6 or more units/;
    // 2-3 times a week and 6.3 units score 5 already: a positive screen offers the rest of the AUDIT.
    await choose(page, sixPlus, 'Never');
    await next(page);
    await onPage(page, 'Page 10 of 13');
    await back(page);
    await choose(page, sixPlus, 'Monthly');
    await expectAccessible(page, 'six or more units');
    await next(page);

    await onPage(page, 'Page 10 of 13');
    const confirm = 'Can we ask you a few more questions about your drinking?';
    await choose(page, confirm, 'No');
    await next(page);
    await onPage(page, 'Page 13 of 13');
    await back(page);
    await choose(page, confirm, 'Yes');
    await expectAccessible(page, 'audit confirm');
    await next(page);

    await onPage(page, 'Page 11 of 13');
    await next(page);
    expect(await errorSummary(page).locator('li').count()).toBe(5);
    await choose(page, /not able to stop drinking/, 'Less than monthly');
    await choose(page, /failed to do what was normally expected/, 'Never');
    await choose(page, /in the morning/, 'Never');
    await choose(page, /guilt or remorse/, 'Monthly');
    await choose(page, /unable to remember/, 'Never');
    await expectAccessible(page, 'audit questions');
    await next(page);

    await onPage(page, 'Page 12 of 13');
    await choose(page, /been injured/, 'No');
    await choose(page, /been concerned about your drinking/, 'Yes, but not in the last year');
    await expectAccessible(page, 'final questions');
    await next(page);

    await onPage(page, 'Page 13 of 13');
    await h1(page).filter({ hasText: 'Check your answers' }).waitFor();
    await page.reload();
    await onPage(page, 'Page 13 of 13');
    // After the reload the option labels arrive with the lookup lists.
    await page.getByText('To feel healthier, Other, To run with my children').waitFor();
    const review = await page.locator('.summary-list').textContent();
    expect(review).toContain('Lose weight, Move more');
    expect(review).toContain('To feel healthier, Other, To run with my children');
    expect(review).toContain('80 kg');
    expect(review).toContain('3 × standard glass of wine');
    expect(review).toContain('2 to 3 times a week');
    await expectAccessible(page, 'review');

    await page.getByRole('button', { name: 'Submit' }).click();
    await h1(page).filter({ hasText: 'Your health check results' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/assessment/complete');
    expect(await testId(page, 'bmi-value')).toBe(String(bmi(80, 165)));
    expect(await page.getByTestId('result-bmi').textContent()).toContain('Obese (class 1)');
    expect(await testId(page, 'activity-minutes')).toBe('90');
    expect(await testId(page, 'activity-calories')).toBe(String(caloriesBurnedPerDay(90, false)));
    expect(await testId(page, 'smoking-saving')).toBe(`£${weeklySaving(10).toFixed(2)}`);
    const units = weeklyUnits(3, 6.3);
    expect(await testId(page, 'alcohol-units')).toBe(String(units));
    expect(await testId(page, 'alcohol-cheeseburgers')).toBe(`${cheeseburgers(units)} cheeseburgers`);
    expect(auditScore({ frequency: 3, units: 6.3, sixPlus: 2, more: [1, 0, 0, 2, 0, 0, 2] })).toBe(12);
    expect(await testId(page, 'alcohol-band')).toBe('Increasing risk');
    expect(await page.getByText('Last time').count()).toBe(0);
    await expectAccessible(page, 'results');

    await page.goBack();
    await page.goto('/assessment');
    await h1(page).filter({ hasText: 'Your quick health check' }).waitFor();
    await next(page);
    await onPage(page, 'Page 1 of 12');
    await h1(page).filter({ hasText: 'What motivates you to make a change?' }).waitFor();
    await context.close();
  }, 150_000);

  it('does not ask a man about pregnancy, and works at 320 px wide', async () => {
    const client = await addClient(started.service.db, { gender: 1 });
    const { page, context } = await newPerson(started.browser, started.service.baseUrl, { width: 320 });
    await logInAs(page, client);
    await page.goto('/assessment');
    await next(page);
    await next(page);
    await page.getByLabel('To have more energy').check();
    await next(page);
    await onPage(page, 'Page 3 of 13');
    expect(await page.getByRole('group', { name: 'Are you pregnant?' }).count()).toBe(0);
    await expectAccessible(page, 'height and weight at 320px');
    await context.close();
  });
});

describe('who can take the check', () => {
  it('sends a visitor with neither a token nor a link to /', async () => {
    const { page, context } = await newPerson(started.browser, started.service.baseUrl);
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await page.goto('/assessment');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(logged).toContain('not authenticated');
    await context.close();
  });

  it('tells a client whose case is closing that it is closed, with a link to send a message', async () => {
    const client = await addClient(started.service.db, { closureRequestedAt: new Date() });
    const { page, context } = await newPerson(started.browser, started.service.baseUrl);
    await logInAs(page, client);
    await page.goto('/assessment');
    await h1(page).filter({ hasText: 'Sorry your case is currently closed' }).waitFor();
    expect(await page.getByRole('link', { name: 'send us a message' }).getAttribute('href')).toBe('/help');
    await expectAccessible(page, 'case closed');
    await context.close();
  });
});
