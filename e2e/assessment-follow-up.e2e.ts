import { caloriesBurnedPerDay } from '@coaching/shared/rules/activity';
import { bmi, feetToCm, stoneToKg } from '@coaching/shared/rules/bmi';
import { describe, expect, it } from 'vitest';
import { assessments } from '../apps/api/src/db/schema.ts';
import { sendFollowUpLink } from '../apps/api/src/modules/assessment/send-follow-up-link.ts';
import { linkIn } from '../test-support/mailbox.ts';
import { addClient, answerRepeatActivity, back, choose, h1, next, onPage } from './support/assessment.ts';
import { expectAccessible, newPerson } from './support/browser.ts';
import { startInProcessService } from './support/in-process-service.ts';
import { startedForFile } from './support/started-for-file.ts';

const started = startedForFile(startInProcessService);

describe('a follow-up health check by the e-mailed link', () => {
  it('takes 12 pages without logging in, compares with the last check, and works once', async () => {
    const demo = await addClient(started.service.db, { gender: 1, assessmentCount: 1 });
    await started.service.db.insert(assessments).values({
      clientId: demo.id,
      kind: 'new',
      answers: {},
      stats: { bmi: 29.8, activity: 60, smoking: 10, alcohol: 16 },
      messages: {},
    });
    await sendFollowUpLink(started.service.db, started.service.config, demo.id, 'email');
    const mail = await started.service.mailbox.waitFor(demo.email, /follow-up health check/);
    const link = linkIn(mail, started.service.baseUrl);
    expect(new URL(link).pathname).toBe('/assessment');
    expect(new URL(link).searchParams.get('reminder_type')).toBe('email');

    const { page, context } = await newPerson(started.browser, started.service.baseUrl);
    await page.goto(link);
    await h1(page).filter({ hasText: 'Your quick health check' }).waitFor();
    await expectAccessible(page, 'follow-up intro');
    await next(page);

    await onPage(page, 'Page 1 of 12');
    await page.getByLabel('To have more energy').check();
    await next(page);

    await onPage(page, 'Page 2 of 12');
    expect(await page.getByLabel('What is your ethnic group?').count()).toBe(0);
    expect(await page.getByRole('group', { name: 'Are you pregnant?' }).count()).toBe(0);
    await choose(page, 'Give your weight in', 'Stones and pounds');
    await page.getByLabel('Stones', { exact: true }).fill('12');
    await page.getByLabel('Pounds', { exact: true }).fill('4');
    await choose(page, 'Give your height in', 'Feet and inches');
    await page.getByLabel('Feet', { exact: true }).fill('5');
    await page.getByLabel('Inches', { exact: true }).fill('10');
    await expectAccessible(page, 'follow-up height and weight');
    await next(page);

    await onPage(page, 'Page 3 of 12');
    await page.reload();
    await onPage(page, 'Page 3 of 12');
    await back(page);
    await onPage(page, 'Page 2 of 12');
    expect(await page.getByLabel('Stones', { exact: true }).inputValue()).toBe('12');
    expect(await page.getByLabel('Inches', { exact: true }).inputValue()).toBe('10');
    await next(page);

    await answerRepeatActivity(page);
    await choose(page, 'Do you smoke or vape?', 'I vape');
    await choose(page, 'Do you vape every day?', 'No');
    await page.getByLabel('On how many days a week do you vape?').fill('3');
    await page.getByLabel('What strength is your e-liquid, in mg/ml?').fill('12');
    await page.getByLabel('Years').fill('1');
    await page.getByLabel('Months').fill('0');
    await expectAccessible(page, 'vaping');
    await next(page);

    await onPage(page, 'Page 6 of 12');
    await choose(page, 'How often do you have a drink containing alcohol?', 'Never');
    await next(page);
    await onPage(page, 'Page 12 of 12');
    await expectAccessible(page, 'follow-up review');
    await page.getByRole('button', { name: 'Submit' }).click();

    await h1(page).filter({ hasText: 'Your health check results' }).waitFor();
    const value = bmi(stoneToKg(12, 4), feetToCm(5, 10));
    expect(await page.getByTestId('bmi-value').textContent()).toBe(String(value));
    expect(await page.getByTestId('activity-calories').textContent()).toBe(
      String(caloriesBurnedPerDay(180, true)),
    );
    expect(await page.getByTestId('result-bmi').textContent()).toContain('Last time: BMI 29.8');
    expect(await page.getByTestId('result-activity').textContent()).toContain('Last time: 60 minutes a week');
    expect(await page.getByTestId('result-smoking').textContent()).toContain('About vaping');
    expect(await page.getByTestId('result-smoking').textContent()).toContain('Last time: 10 a day');
    expect(await page.getByTestId('smoking-saving').count()).toBe(0);
    expect(await page.getByTestId('alcohol-units').textContent()).toBe('0');
    expect(await page.getByTestId('result-alcohol').textContent()).toContain('Last time: 16 units a week');
    await expectAccessible(page, 'follow-up results');

    // A used link is not a closed case: it says so and how to go on.
    await page.goto(link);
    await h1(page)
      .filter({ hasText: 'This health check link has already been used or has expired' })
      .waitFor();
    expect(await page.getByRole('link', { name: 'log in' }).getAttribute('href')).toBe('/');
    await expectAccessible(page, 'used link');
    await context.close();
  });
});
