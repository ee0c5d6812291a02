import { describe, expect, it } from 'vitest';
import { expectAccessible, newPerson as newBrowserPerson } from './support/browser.ts';
import { fillDateOfBirth } from './support/log-in.ts';
import {
  continueButton,
  fillEligibility,
  fillNameAndGoals,
  fillPersonalDetails,
  heading,
  newPerson,
  openRegistration,
  registerUpToReview,
  shownOption,
  submitRegistration,
  summaryValue,
} from './support/registration.ts';
import { startService } from './support/service.ts';
import { startedForFile } from './support/started-for-file.ts';

const started = startedForFile(startService);

describe('keeping and changing answers', () => {
  it('keeps values and the page across a reload, in session storage only', async () => {
    const { page, context } = await newBrowserPerson(started.browser, started.service.baseUrl);
    const person = newPerson();
    await openRegistration(page);
    await page.getByLabel('Email address').fill(person.email);
    await fillDateOfBirth(page, person.dob);
    await page.getByLabel('Postcode').fill(person.postcode);
    await continueButton(page).click();
    await heading(page).filter({ hasText: 'Your name and goals' }).waitFor();
    await page.getByLabel('First name').fill('Halfway');
    await page.getByLabel('Drink less').check();
    expect(await page.evaluate(() => localStorage.getItem('registration-draft'))).toBeNull();

    await page.reload();
    await heading(page).filter({ hasText: 'Your name and goals' }).waitFor();
    expect(await page.getByLabel('First name').inputValue()).toBe('Halfway');
    expect(await page.getByLabel('Drink less').isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Back' }).click();
    await heading(page).filter({ hasText: 'Check you can use the service' }).waitFor();
    expect(await page.getByLabel('Email address').inputValue()).toBe(person.email);
    expect(await page.locator('#dob-year').inputValue()).toBe('1982');
    await context.close();
  });

  it('shows the chosen options of every select after a reload, not "Select an option"', async () => {
    const { page, context } = await newBrowserPerson(started.browser, started.service.baseUrl, {
      width: 390,
    });
    const person = newPerson();
    await openRegistration(page);
    await fillEligibility(page, person);
    await continueButton(page).click();
    await fillNameAndGoals(page, person);
    await continueButton(page).click();
    await fillPersonalDetails(page, person);
    await page.getByLabel('GP surgery (optional)').selectOption({ index: 1 });
    await page.getByLabel(/^Workplace/).selectOption({ index: 1 });
    const chosen = async () => ({
      gender: await shownOption(page, 'Gender'),
      ethnicity: await shownOption(page, 'Ethnic group'),
      gp: await shownOption(page, 'GP surgery (optional)'),
      workplace: await shownOption(page, /^Workplace/),
      heard: await shownOption(page, 'How did you hear about us?'),
    });
    const before = await chosen();
    expect(before.gender).toBe('Female');
    expect(before.heard).toBe('Pharmacy');

    await page.reload();
    await heading(page).filter({ hasText: 'Your details' }).waitFor();
    await expect.poll(chosen).toEqual(before);
    expect(Object.values(before)).not.toContain('Select an option');
    await expectAccessible(page, 'personal details after a reload');
    await context.close();
  });

  it('Edit buttons open pages 1 to 4 and return to the review with the new answers', async () => {
    const { page, context } = await newBrowserPerson(started.browser, started.service.baseUrl);
    const person = newPerson();
    await registerUpToReview(page, person);

    await page.getByRole('button', { name: 'Edit your eligibility details' }).click();
    await heading(page).filter({ hasText: 'Check you can use the service' }).waitFor();
    await page.getByLabel('Postcode').fill('bh10 4ab');
    await continueButton(page).click();
    await heading(page).filter({ hasText: 'Check your answers' }).waitFor();
    // Shown tidied, as it is stored (issue 28).
    expect(await summaryValue(page, 'Postcode').textContent()).toBe('BH10 4AB');

    await page.getByRole('button', { name: 'Edit your name and goals' }).click();
    await page.getByLabel('Quit smoking').check();
    await continueButton(page).click();
    await heading(page).filter({ hasText: 'Check your answers' }).waitFor();
    expect(await summaryValue(page, 'Goals').textContent()).toBe('Move more, Quit smoking');

    await page.getByRole('button', { name: 'Edit your personal and contact details' }).click();
    await page.getByRole('button', { name: 'Back' }).click();
    await heading(page).filter({ hasText: 'Check your answers' }).waitFor();
    await page.getByRole('button', { name: 'Edit your personal and contact details' }).click();
    await page.getByRole('radio', { name: 'Someone else' }).check();
    await continueButton(page).click();
    await heading(page).filter({ hasText: 'Your details as the person registering' }).waitFor();
    await page.getByLabel('Your first name').fill('Kim');
    await page.getByLabel('Your last name').fill('Carer');
    await page.getByLabel('Your email address').fill('kim.carer@example.com');
    await page.getByLabel(/How are you related to/).selectOption({ label: 'Carer' });
    await continueButton(page).click();
    await heading(page).filter({ hasText: 'Check your answers' }).waitFor();

    await page.getByRole('button', { name: 'Edit your details as the person registering' }).click();
    await page.getByLabel('Your first name').fill('Kimberley');
    await continueButton(page).click();
    await heading(page).filter({ hasText: 'Check your answers' }).waitFor();
    expect(await summaryValue(page, 'Name').nth(0).textContent()).toBe(
      `${person.firstName} ${person.lastName}`,
    );
    expect(await page.getByText('Kimberley Carer').count()).toBe(1);
    await submitRegistration(page, person);
    expect(await heading(page).textContent()).toBe(`Thank you for registering ${person.firstName}`);
    await context.close();
  });
});
