import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPerson as newBrowserPerson } from './support/browser.ts';
import { heading, newPerson } from './support/registration.ts';
import { startService } from './support/service.ts';
import { startedForFile } from './support/started-for-file.ts';

const started = startedForFile(startService);

type Target = { id: string } | { button: string };

/** Presses Tab until the wanted control has focus, as a keyboard user moves through the page. */
async function tabTo(page: Page, target: Target, maxPresses = 80) {
  for (let i = 0; i < maxPresses; i += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate((t) => {
      const el = document.activeElement;
      if (!el) return false;
      return 'id' in t ? el.id === t.id : el.tagName === 'BUTTON' && el.textContent?.trim() === t.button;
    }, target);
    if (focused) return;
  }
  throw new Error(`could not reach ${JSON.stringify(target)} with Tab`);
}

async function typeInto(page: Page, id: string, text: string) {
  await tabTo(page, { id });
  await page.keyboard.type(text);
}

/** A closed select chooses the option whose text starts with what is typed. */
const chooseIn = typeInto;

async function press(page: Page, button: string, key: 'Enter' | 'Space' = 'Enter') {
  await tabTo(page, { button });
  await page.keyboard.press(key);
}

describe('the whole registration with the keyboard alone', () => {
  it('reaches and operates every control with Tab, typing, arrows, Space and Enter', async () => {
    const { page, context } = await newBrowserPerson(started.browser, started.service.baseUrl);
    const person = newPerson({ firstName: 'Kit' });
    await page.goto('/register');
    await heading(page).filter({ hasText: 'Discover a healthier, happier you' }).waitFor();
    await press(page, 'Get Started');

    await heading(page).filter({ hasText: 'Check you can use the service' }).waitFor();
    await typeInto(page, 'email', person.email);
    await chooseIn(page, 'dob', '21');
    await chooseIn(page, 'dob-month', 'July');
    await chooseIn(page, 'dob-year', '1982');
    await typeInto(page, 'postcode', person.postcode);
    await press(page, 'Continue');

    await heading(page).filter({ hasText: 'Your name and goals' }).waitFor();
    await typeInto(page, 'first_name', person.firstName);
    await typeInto(page, 'last_name', person.lastName);
    await tabTo(page, { id: 'pathways-2' });
    await page.keyboard.press('Space');
    await press(page, 'Continue');

    await heading(page).filter({ hasText: 'Your details' }).waitFor();
    await press(page, 'Continue');
    await page.getByText('There is a problem').waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('phone_number');
    await page.keyboard.type(person.phone);
    await tabTo(page, { id: 'contact_method' });
    await page.keyboard.press('ArrowRight');
    await tabTo(page, { id: 'leave_message' });
    await page.keyboard.press('Space');
    await chooseIn(page, 'gender', 'Female');
    await chooseIn(page, 'ethnicity', 'White: E');
    await tabTo(page, { id: 'someone_else' });
    await page.keyboard.press('Space');
    await chooseIn(page, 'how_did_you_hear_about_us', 'Pharmacy');
    await tabTo(page, { id: 'accept_terms' });
    await page.keyboard.press('Space');
    await press(page, 'Continue');

    await heading(page).filter({ hasText: 'Check your answers' }).waitFor();
    const answers = await page.locator('main').textContent();
    for (const expected of [
      '21/07/1982',
      'Move more',
      'Email',
      'Female',
      'White: English',
      'Pharmacy',
      'Myself',
    ]) {
      expect(answers).toContain(expected);
    }
    await press(page, 'Edit your name and goals');
    await heading(page).filter({ hasText: 'Your name and goals' }).waitFor();
    await press(page, 'Continue');
    await heading(page).filter({ hasText: 'Check your answers' }).waitFor();
    await press(page, 'Submit');

    await heading(page).filter({ hasText: 'Check your email, Kit' }).waitFor();
    await started.service.mailbox.waitFor(person.email, /Create your password/);
    await context.close();
  });
});
