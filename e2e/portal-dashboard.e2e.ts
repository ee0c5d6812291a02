import { SIGNED_IN_HINT_COOKIE } from '@coaching/shared/constants';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, layoutShift, newPerson } from './support/browser.ts';
import { DEMO_CLIENT, DEMO_NO_PLAN, logInAs } from './support/log-in.ts';
import { startService } from './support/service.ts';
import { startedForFile } from './support/started-for-file.ts';

const started = startedForFile(startService);

const stepCards = (page: Page) => page.locator('main ol.cards > li h2');
const texts = async (page: Page, selector: string) =>
  (await page.locator(selector).allTextContents()).map((t) => t.replace(/\s+/g, ' ').trim());

/** The earliest due session, read from the API with the page's own token, as DD/MM/YYYY. */
const earliestDueDate = (page: Page) =>
  page.evaluate(async () => {
    const response = await fetch('/api/mlw/sessions', {
      headers: { authorization: `Bearer ${localStorage.getItem('access_token')}` },
    });
    const { data } = (await response.json()) as { data: { status: string; due_date: string }[] };
    const [y, m, d] = data
      .filter((s) => s.status === 'due')
      .map((s) => s.due_date)
      .sort()[0]
      ?.split('-') ?? ['', '', ''];
    return `${d}/${m}/${y}`;
  });

describe('the dashboard', () => {
  it('shows a new client the health check as step 1, then the first chat, times and contact method', async () => {
    const { page, context } = await newPerson(started.browser, started.service.baseUrl);
    await logInAs(page, DEMO_NO_PLAN);
    await page.getByRole('heading', { level: 1, name: 'Next steps' }).waitFor();
    await expect.poll(() => stepCards(page).count()).toBe(4);
    expect(await texts(page, 'main ol.cards > li h2')).toEqual([
      'Step 1 Take the quick health check',
      'Step 2 Have your first chat',
      'Step 3 Tell us when you are free',
      'Step 4 How should we contact you?',
    ]);
    expect(await page.getByRole('link', { name: 'Start the health check' }).getAttribute('href')).toBe(
      '/assessment',
    );
    expect(await page.getByRole('link', { name: 'Book your first chat' }).getAttribute('href')).toBe(
      '/book-a-chat',
    );
    expect(await page.getByRole('link', { name: 'Choose your times' }).getAttribute('href')).toBe(
      '/suggest-time',
    );
    expect(await page.getByRole('link', { name: 'Choose how we contact you' }).getAttribute('href')).toBe(
      '/update-contact',
    );
    expect(await page.getByRole('heading', { name: 'Time for a health check-up' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Tell us how it went' }).count()).toBe(0);
    expect(await page.getByText('Your next session is on').count()).toBe(0);
    await page.locator('main article').first().waitFor();
    expect(await page.locator('main article').count()).toBe(3);
    expect(await page.getByRole('link', { name: /Open the habit tool/ }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Give feedback' }).getAttribute('href')).toBe('/feedback');
    await expectAccessible(page, 'dashboard, new client');
    await context.close();
  });

  it('shows a client after a chat the check-up, feedback prompts and the next session date', async () => {
    const { page, context } = await newPerson(started.browser, started.service.baseUrl, { width: 320 });
    await logInAs(page, DEMO_CLIENT);
    await page.getByRole('heading', { name: 'Tell us how it went' }).waitFor();
    expect(await texts(page, 'main ol.cards > li h2')).toEqual([
      'Step 1 Tell us when you are free',
      'Step 2 How should we contact you?',
    ]);
    expect(await page.getByText('You told us: Monday, Wednesday: Morning, Early evening').count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Time for a health check-up' }).count()).toBe(1);
    const prompts = await texts(page, 'section[aria-labelledby="feedback-prompts-heading"] h3');
    expect(prompts[0]).toBe('How was your chat with us?');
    expect(prompts[1]).toMatch(/^How was your coaching session on \d{2}\/\d{2}\/\d{4}\?$/);

    const next = page.getByText('Your next session is on');
    await next.waitFor();
    expect((await next.textContent())?.replace(/\s+/g, ' ')).toContain(
      `Your next session is on ${await earliestDueDate(page)}`,
    );
    expect(await page.getByRole('heading', { name: 'Welcome to Live Well Plus' }).count()).toBe(0);
    // The demo client chose Phone Call: the contact card says so.
    expect(await page.getByText('You told us: Phone Call').count()).toBe(1);
    await expectAccessible(page, 'dashboard after a chat, 320px');

    // A prompt answered is remembered by the server: it does not come back, even in a new browser.
    await page
      .locator('section[aria-labelledby="feedback-prompts-heading"] li', { hasText: prompts[0] })
      .getByRole('link')
      .click();
    await page.getByLabel('My experience of the service').waitFor();
    await page.getByLabel('5 - Very good').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Your comments').fill('A friendly first chat.');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await page.getByRole('heading', { level: 1, name: 'Thank you for your feedback' }).waitFor();
    await context.close();
    const again = await newPerson(started.browser, started.service.baseUrl, { width: 320 });
    await logInAs(again.page, DEMO_CLIENT);
    await again.page.getByRole('heading', { name: 'Tell us how it went' }).waitFor();
    const left = await texts(again.page, 'section[aria-labelledby="feedback-prompts-heading"] h3');
    expect(left).toEqual([prompts[1]]);
    await again.context.close();
  });

  it('opens on a phone in one request for its data, without its parts pushing each other down', async () => {
    const { page, context } = await newPerson(started.browser, started.service.baseUrl, { width: 412 });
    await logInAs(page, DEMO_CLIENT);
    const asked: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/mlw/')) asked.push(path);
    });
    // The answer is held until the frame is on screen: the page that replaces it must not move it.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/mlw/dashboard', async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Next steps' }).waitFor();
    release();
    await page.getByText('Your next session is on').waitFor();
    await page.locator('main article').first().waitFor();
    expect(await page.locator('main article').count()).toBe(3);
    const week = page.getByRole('region', { name: 'This week at a glance' });
    await week.getByText('Nothing recorded yet').first().waitFor();
    // On screen at first sight, where a shift would count.
    expect((await week.boundingBox())?.y).toBeLessThan(700);
    expect(await layoutShift(page)).toBeLessThan(0.01);
    await page.getByRole('button', { name: /^Notifications.*unseen$/ }).waitFor();
    expect(asked).toEqual(['/api/mlw/dashboard']);
    await expectAccessible(page, 'dashboard, loaded afresh');

    // Another page and back: each list is then asked for by its own call, as before.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Sessions' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your sessions' }).waitFor();
    await nav.getByRole('link', { name: 'Home' }).click();
    await page.getByRole('heading', { level: 1, name: 'Next steps' }).waitFor();
    await page.getByRole('heading', { name: 'Tell us how it went' }).waitFor();
    expect(await page.locator('main article').count()).toBe(3);
    expect(await page.getByText('Your next session is on').count()).toBe(1);
    expect(asked.filter((path) => path === '/api/mlw/dashboard')).toHaveLength(1);
    await context.close();
  });

  it('asks for its lists in one request after signing in through the form, the first time and the second', async () => {
    const { page, context } = await newPerson(started.browser, started.service.baseUrl);
    const asked: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/mlw/')) asked.push(path);
    });
    for (const time of ['first', 'second']) {
      asked.length = 0;
      await logInAs(page, DEMO_CLIENT);
      await page.getByText('Your next session is on').waitFor();
      await page.locator('main article').first().waitFor();
      await page.getByRole('button', { name: /^Notifications/ }).waitFor();
      expect(asked, `${time} sign-in`).toEqual(['/api/mlw/dashboard']);
      await page.getByRole('button', { name: 'Log out' }).click();
      await page.getByRole('heading', { level: 1, name: 'Sign in to your coaching account' }).waitFor();
    }
    await context.close();
  });

  it('shows the sign-in page when the stored token is no longer accepted, and forgets the signed-in hint', async () => {
    const { page, context } = await newPerson(started.browser, started.service.baseUrl);
    await logInAs(page, DEMO_NO_PLAN);
    // Signed out elsewhere: the token stays in this browser, but the service no longer accepts it.
    await page.evaluate(() =>
      fetch('/api/oauth/logout', {
        method: 'POST',
        headers: { authorization: `Bearer ${localStorage.getItem('access_token')}` },
      }),
    );
    // A fresh page, so what the old one still asks for (its own refreshes, refused now) is not counted.
    await page.close();
    const fresh = await context.newPage();
    const asked: string[] = [];
    fresh.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await fresh.goto(`${started.service.baseUrl}/`);
    const signIn = fresh.getByRole('heading', { level: 1, name: 'Sign in to your coaching account' });
    await signIn.waitFor();
    await expect
      .poll(async () => (await context.cookies()).map((cookie) => cookie.name))
      .not.toContain(SIGNED_IN_HINT_COOKIE);
    await expectAccessible(fresh, 'sign-in page after the token was refused');
    // It stays: the refused profile is not asked for again and again.
    expect(await signIn.isVisible()).toBe(true);
    expect(asked.filter((path) => path === '/api/mlw/me')).toEqual([]);
    expect(asked.filter((path) => path.startsWith('/api/mlw/')).length).toBeLessThanOrEqual(3);
    await context.close();
  });

  it('lists every article with its publication date', async () => {
    const { page, context } = await newPerson(started.browser, started.service.baseUrl);
    await logInAs(page, DEMO_NO_PLAN);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Articles and Advice' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Articles and advice' }).waitFor();
    await page.locator('main article').first().waitFor();
    const count = await page.locator('main article').count();
    expect(count).toBeGreaterThan(3);
    expect(
      await page
        .locator('main article')
        .getByText(/^Published \d{2}\/\d{2}\/\d{4}$/)
        .count(),
    ).toBe(count);
    const firstLink = page.locator('main article h2 a').first();
    expect(await firstLink.getAttribute('href')).toMatch(/^https:\/\//);
    await expectAccessible(page, 'articles');
    await context.close();
  });
});
