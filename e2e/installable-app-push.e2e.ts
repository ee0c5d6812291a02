import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newSubscriber,
  PUSH_SERVICE_CA_FILE,
  type ReceivedPush,
  startPushService,
} from '../test-support/push-service.ts';
import { expectAccessible, launchBrowser, launchWithProfile, newPerson } from './support/browser.ts';
import { coachWrites } from './support/coach-writes.ts';
import { DEMO_CLIENT, logInAs, signInHere } from './support/log-in.ts';
import { type Service, startService } from './support/service.ts';

// This file's service sends the web app from its own copy of the build, so the "new version" test
// can change its service worker without touching the build the other files use.
const webDist = mkdtempSync(join(tmpdir(), 'coaching-web-'));
cpSync(new URL('../apps/web/dist', import.meta.url).pathname, webDist, { recursive: true });

let service: Service;
let browser: Browser;
let pushService: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  pushService = await startPushService();
  [service, browser] = await Promise.all([
    // The service trusts the stand-in push service's certificate as it trusts the real ones'.
    startService({ WEB_DIST_DIR: webDist, NODE_EXTRA_CA_CERTS: PUSH_SERVICE_CA_FILE }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await service?.stop();
  await pushService?.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** A phone-sized client, signed in, with the service worker in control of the page. */
async function clientOnPhone(): Promise<{ page: Page; context: BrowserContext }> {
  const person = await newPerson(browser, service.baseUrl, { width: 390 });
  await logInAs(person.page, DEMO_CLIENT);
  await person.page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
  });
  return person;
}

/** The address of every response in the service worker's caches. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });

describe('the installable app', () => {
  it('has a manifest Chromium finds no installability errors in, and a registered service worker', async () => {
    const profile = mkdtempSync(join(tmpdir(), 'coaching-profile-'));
    const context = await launchWithProfile(profile, service.baseUrl);
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await page.evaluate(async () => navigator.serviceWorker.ready);
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({
      name: 'Live Well Coaching',
      display: 'standalone',
      start_url: '/',
      scope: '/',
      theme_color: '#005eb8',
    });
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  });

  it('shows the offline page with the service phone number when a page cannot load', async () => {
    const { page, context } = await clientOnPhone();
    await context.setOffline(true);
    await page.goto('/plan');
    await page.getByRole('heading', { level: 1, name: 'You are offline' }).waitFor();
    await expect
      .poll(() => page.getByRole('link', { name: '0808 157 0192' }).getAttribute('href'))
      .toBe('tel:08081570192');
    await page.getByText('Monday to Friday').first().waitFor();
    await expectAccessible(page, 'offline page');
    await context.setOffline(false);
    await page.getByRole('link', { name: 'Try again' }).click();
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    await context.close();
  });

  it('keeps no API answer and no page in its caches after a signed-in session', async () => {
    const { page, context } = await clientOnPhone();
    const apiCalls: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/')) apiCalls.push(response.url());
    });
    for (const path of ['/plan', '/messages', '/sessions', '/actions', '/account', '/']) {
      await page.goto(path);
      await page.getByRole('button', { name: 'Log out' }).waitFor();
      await page.getByRole('heading', { level: 1 }).waitFor();
    }
    expect(apiCalls.length).toBeGreaterThan(5);
    const cached = await cachedUrls(page);
    expect(cached.length).toBeGreaterThan(3);
    expect(cached.filter((path) => path.startsWith('/api/'))).toEqual([]);
    for (const path of cached)
      expect(path).toMatch(/^\/(assets\/|icons\/|offline\.html$|manifest\.webmanifest$|favicon\.svg$)/);
    await context.close();
  });

  it('offers a new version when one is ready, and takes it on "Reload to update"', async () => {
    const { page, context } = await clientOnPhone();
    const worker = join(webDist, 'sw.js');
    const before = readFileSync(worker, 'utf8');
    // The next build's worker, sent plain (the compressed copies of this one go).
    rmSync(`${worker}.br`);
    rmSync(`${worker}.gz`);
    writeFileSync(worker, `${before}\n// the next build\n`);
    try {
      await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
      await page.getByText('A new version of this site is ready.').waitFor();
      await expectAccessible(page, 'new version notice');
      await page.getByRole('button', { name: 'Reload to update' }).click();
      await page.getByText('A new version of this site is ready.').waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Log out' }).waitFor();
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
    } finally {
      writeFileSync(worker, before);
    }
    await context.close();
  });
});

/** The service worker's registration id for this origin, as the DevTools protocol names it. */
async function registrationIdOf(page: Page, context: BrowserContext) {
  const cdp = await context.newCDPSession(page);
  const registrations: Array<{ registrationId: string; scopeURL: string; isDeleted: boolean }> = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
  await cdp.send('ServiceWorker.enable');
  await expect
    .poll(() => registrations.find((r) => r.scopeURL === `${service.baseUrl}/` && !r.isDeleted))
    .toBeTruthy();
  const registration = registrations.find((r) => r.scopeURL === `${service.baseUrl}/` && !r.isDeleted);
  return { cdp, registrationId: registration?.registrationId ?? '' };
}

describe('push notifications on a phone', () => {
  it('suggests notifications once after the coach has written, until dismissed', async () => {
    const { page, context } = await clientOnPhone();
    await page.goto('/messages');
    const suggestion = page.getByRole('region', { name: 'Know when your coach replies' });
    await suggestion.getByRole('button', { name: 'Get notifications on this device' }).waitFor();
    await expectAccessible(page, 'messages with the notification suggestion');
    await suggestion.getByRole('button', { name: 'No thanks' }).click();
    await suggestion.waitFor({ state: 'detached' });
    const said = page.getByText('We will not suggest notifications again.');
    await said.waitFor();
    expect(await said.evaluate((status) => status === document.activeElement)).toBe(true);
    await expectAccessible(page, 'messages after the notification suggestion');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    expect(await suggestion.count()).toBe(0);
    await context.close();
  });

  it('offers notifications on the account page, and says in words when the browser cannot subscribe', async () => {
    const { page, context } = await clientOnPhone();
    await context.grantPermissions(['notifications']);
    await page.goto('/account');
    await page.getByRole('heading', { level: 2, name: 'Notifications' }).waitFor();
    await page.getByText('Notifications are not on for any device.').waitFor();
    await expectAccessible(page, 'account notifications');
    await page.getByRole('button', { name: 'Get notifications on this device' }).click();
    // Debian's Chromium has no vendor push service to subscribe with (Chrome's is Google's), so the
    // subscription itself fails here; the next test gives the server one as a push service would.
    await page.getByText('Notifications could not be turned on. Please try again later.').waitFor();
    await context.close();
  });

  it('shows a coach message as a notification with no personal detail, which opens the conversation', async () => {
    const { page, context } = await clientOnPhone();
    await context.grantPermissions(['notifications']);
    // The browser's subscription, as a push service hands it out: an endpoint there and the device's keys.
    const phone = newSubscriber();
    const endpoint = pushService.endpoint();
    const subscribed = await page.evaluate(
      async (subscription) => {
        const response = await fetch('/api/mlw/push/subscriptions', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${localStorage.getItem('access_token') ?? ''}`,
          },
          body: JSON.stringify(subscription),
        });
        return response.status;
      },
      { endpoint, expirationTime: null, keys: phone.keys },
    );
    expect(subscribed).toBe(200);
    await page.goto('/account');
    await page.getByRole('button', { name: /^Remove Chrome on (Linux|Android)/ }).waitFor();

    await coachWrites(service.baseUrl, 'Jo, about your weight of 92 kg: well done');
    let push: ReceivedPush | undefined;
    await expect
      .poll(() => (push = pushService.received.find((p) => endpoint.endsWith(p.path))), {
        timeout: 15_000,
      })
      .toBeTruthy();
    const payload = phone.decrypt((push as ReceivedPush).body);
    expect(payload).not.toMatch(/Jo|weight|92/);

    const { cdp, registrationId } = await registrationIdOf(page, context);
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: service.baseUrl,
      registrationId,
      data: payload,
    });
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          url: (n.data as { url?: string } | null)?.url,
          renotify: (n as Notification & { renotify?: boolean }).renotify,
        })),
      );
    await expect.poll(shown).toEqual([
      {
        title: 'Live Well Coaching',
        body: 'You have a new message from your coach',
        url: '/messages',
        renotify: true,
      },
    ]);

    // Headless Chromium has no notification to tap: the closest real equivalent is the
    // notificationclick event, with the shown notification, dispatched in the service worker.
    const [serviceWorker] = context.serviceWorkers();
    if (!serviceWorker) throw new Error('no service worker');
    const tap = () =>
      serviceWorker.evaluate(async () => {
        const scope = self as unknown as {
          registration: { getNotifications(): Promise<Notification[]> };
          dispatchEvent(event: Event): boolean;
        };
        const [notification] = await scope.registration.getNotifications();
        const NotificationEventClass = (
          globalThis as unknown as { NotificationEvent: new (type: string, init: object) => Event }
        ).NotificationEvent;
        scope.dispatchEvent(new NotificationEventClass('notificationclick', { notification }));
      });
    await tap();
    await page.waitForURL('**/messages');
    await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();

    // Signed out, the same tap leads through sign-in to the conversation.
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: service.baseUrl,
      registrationId,
      data: payload,
    });
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    // The tap loads /messages, which sends a signed-out person to sign in: the form to fill is the one
    // that load draws, not the sign-in page already showing (filled while the load replaced it, it lost
    // an answer in one run).
    const loaded = page.waitForEvent('load');
    await tap();
    await loaded;
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await signInHere(page, DEMO_CLIENT);
    await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/messages');

    await page.goto('/account');
    await page.getByRole('button', { name: /^Remove Chrome on (Linux|Android)/ }).click();
    await page.getByText('Notifications are not on for any device.').waitFor();
    const removed = page.getByText(/^Notifications are off for Chrome on (Linux|Android), turned on /);
    expect(await removed.evaluate((status) => status === document.activeElement)).toBe(true);
    await expectAccessible(page, 'account notifications after removing a device');
    await context.close();
  });
});
