import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PRERENDERED_PAGES } from '../apps/web/src/app/prerendered-pages.ts';
import { expectAccessible, layoutShift, newPerson } from './support/browser.ts';
import { DEMO_CLIENT, logInAs } from './support/log-in.ts';
import { startService } from './support/service.ts';
import { startedForFile } from './support/started-for-file.ts';

const PHONE = '0808 157 0192';
const PHONE_LINK = `<a href="tel:08081570192">${PHONE}</a>`;
const HEADINGS: Record<string, string> = {
  '/': 'Sign in to your coaching account',
  '/register': 'Discover a healthier, happier you',
  '/privacy': 'Privacy policy',
};

const started = startedForFile(startService);

const html = async (path: string) => (await fetch(`${started.service.baseUrl}${path}`)).text();
const mainHeading = (page: string) => /<h1[^>]*>(?:<span[^>]*>[^<]*<\/span>)?([^<]+)<\/h1>/.exec(page)?.[1];

/** Holds back the app's entry script until `release`, so the page is seen as its HTML drew it. */
async function holdScript(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

describe('public pages drawn at build time (issue 36)', () => {
  it('sends each one with its main heading, its title and the service phone number in the HTML', async () => {
    for (const { path, title } of PRERENDERED_PAGES) {
      const page = await html(path);
      expect(mainHeading(page)?.trim(), `${path} heading`).toBeTruthy();
      if (HEADINGS[path]) expect(mainHeading(page), path).toBe(HEADINGS[path]);
      expect(page, path).toContain(PHONE_LINK);
      expect(page, path).toContain(`<title>${title} - Live Well Coaching</title>`);
    }
    // The check tells them apart from the pages the browser draws.
    expect(mainHeading(await html('/plan'))).toBeUndefined();
    expect(await html('/plan')).not.toContain(PHONE_LINK);
  });

  it('shows the content and the phone number with JavaScript switched off, and says the form needs it', async () => {
    const context = await started.browser.newContext({
      baseURL: started.service.baseUrl,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    for (const [path, heading] of Object.entries(HEADINGS)) {
      await page.goto(path);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
      expect(await page.getByRole('link', { name: PHONE }).first().isVisible()).toBe(true);
    }
    await page.goto('/');
    expect(await page.locator('main').innerText()).toContain(
      `Sending this form needs JavaScript, which is switched off in your browser. Switch it on, or call us free on ${PHONE}`,
    );
    expect(await page.getByLabel('Email address').isDisabled()).toBe(true);
    await context.close();
  });

  it('paints before its script runs, then hydrates that same HTML with nothing in the console', async () => {
    const { page, context } = await newPerson(started.browser, started.service.baseUrl);
    const logged: string[] = [];
    page.on('console', (message) => logged.push(`${page.url()} ${message.type()}: ${message.text()}`));
    page.on('pageerror', (error) => logged.push(`${page.url()} ${error.message}`));
    for (const { path } of PRERENDERED_PAGES) {
      const release = await holdScript(page);
      await page.goto(path, { waitUntil: 'commit' });
      const heading = page.getByRole('heading', { level: 1 });
      await heading.waitFor();
      await page.evaluate(() => Object.assign(window, { drawnHeading: document.querySelector('h1') }));
      release();
      // React marks each element it hydrates; had it drawn the page again, this one would be gone.
      await page.waitForFunction(() => {
        const drawn = (window as { drawnHeading?: Element }).drawnHeading;
        return drawn?.isConnected && Object.keys(drawn).some((key) => key.startsWith('__reactFiber'));
      });
      await page.unrouteAll();
    }
    await page.goto('/');
    await expect.poll(() => page.getByRole('button', { name: 'Sign in' }).isEnabled()).toBe(true);
    await expectAccessible(page, 'the hydrated sign-in page');
    expect(logged).toEqual([]);
    await context.close();
  });

  it('signs in from the drawn page, and a signed-in client opening it gets their own page', async () => {
    const { page, context } = await newPerson(started.browser, started.service.baseUrl);
    const logged: string[] = [];
    page.on('console', (message) => logged.push(`${page.url()} ${message.type()}: ${message.text()}`));
    await logInAs(page, DEMO_CLIENT);
    await page.goto('/');
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Sign in to your coaching account' }).count()).toBe(0);
    await page.goto('/privacy');
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Privacy policy');
    expect(logged).toEqual([]);
    await context.close();
  });

  it('names the dashboard’s chunks in the signed-in frame for the browser to fetch as it paints, not in the public pages', async () => {
    // A chunk's file is its name, a dash and an eight-character hash, which may hold a dash itself.
    const preloaded = (page: string) =>
      [...page.matchAll(/rel="modulepreload" crossorigin href="\/assets\/([\w-]+)-[\w-]{8}\.js"/g)].map(
        (m) => m[1],
      );
    const frame = await (
      await fetch(`${started.service.baseUrl}/`, { headers: { cookie: 'signed_in=1' } })
    ).text();
    expect(preloaded(frame)).toEqual(
      expect.arrayContaining(['framework', 'dashboard-page', 'get-dashboard']),
    );
    expect(preloaded(await html('/'))).not.toContain('login-page');
  });

  it('paints a signed-in client’s dashboard frame before its script runs, then the dashboard in its place', async () => {
    // No service worker: it would answer the held script from its cache.
    const { page, context } = await newPerson(started.browser, started.service.baseUrl, {
      width: 412,
      serviceWorkers: 'block',
    });
    const logged: string[] = [];
    page.on('console', (message) => logged.push(`${page.url()} ${message.type()}: ${message.text()}`));
    await logInAs(page, DEMO_CLIENT);
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { largestPaints: seen });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceEntry[] & { element?: Element | null }[])
          seen.push(entry.element?.textContent ?? '');
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const release = await holdScript(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: 'Next steps' }).waitFor();
    await page.getByText('Your coaching in one place').waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link').allTextContents()).toEqual([
      'Home',
      'Account',
    ]);
    expect(await page.getByText('Sign in to your coaching account').count()).toBe(0);
    expect(await page.getByText('Welcome,').count()).toBe(0);
    await expectAccessible(page, 'the signed-in frame');
    release();
    await page.getByText('Welcome,').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Next steps' }).waitFor();
    await page.locator('main article').first().waitFor();
    expect(await layoutShift(page)).toBeLessThan(0.01);
    // The largest thing painted is the frame's, from HTML: nothing larger waits for the client's data.
    const largest = await page.evaluate(
      () => (window as unknown as { largestPaints: string[] }).largestPaints,
    );
    expect(largest.at(-1)).toMatch(/^Your coaching in one place/);
    // With service workers blocked, registering one fails, as it should.
    expect(logged.filter((line) => !/service worker/i.test(line))).toEqual([]);
    await page.unrouteAll();
    await context.close();
  });

  it('sends the sign-in page to a signed-out browser, and draws it over the frame when the token has gone', async () => {
    const { page, context } = await newPerson(started.browser, started.service.baseUrl);
    await logInAs(page, DEMO_CLIENT);
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sign in to your coaching account' }).waitFor();
    const cookieHeader = async () => (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const afterLogOut = await fetch(`${started.service.baseUrl}/`, {
      headers: { cookie: await cookieHeader() },
    });
    expect(mainHeading(await afterLogOut.text())).toBe(HEADINGS['/']);
    // Storage cleared behind the app's back: the server still paints the frame once, the app the sign-in page.
    await logInAs(page, DEMO_CLIENT);
    await page.evaluate(() => localStorage.clear());
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Sign in to your coaching account' }).waitFor();
    const next = await fetch(`${started.service.baseUrl}/`, { headers: { cookie: await cookieHeader() } });
    expect(mainHeading(await next.text())).toBe(HEADINGS['/']);
    await context.close();
  });
});
