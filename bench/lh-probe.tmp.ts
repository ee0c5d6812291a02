import { SIGNED_IN_HINT_COOKIE } from '@coaching/shared/constants';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { logInDemoClient, startBuiltServer } from './built-server.ts';

const PORT = 3977;
const base = `http://127.0.0.1:${PORT}`;
const server = await startBuiltServer(PORT);
try {
  const token = await logInDemoClient(base);
  for (const [path, loggedIn] of [['/', true], ['/', false], ['/register', false]] as const) {
    const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
    try {
      if (loggedIn) {
        const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
        const page = await (browser.contexts()[0] ?? (await browser.newContext())).newPage();
        await page.goto(`${base}/api/health`);
        await page.evaluate((value) => localStorage.setItem('access_token', value), token);
        await page.context().addCookies([{ name: SIGNED_IN_HINT_COOKIE, value: '1', url: base, sameSite: 'Strict' }]);
        await page.close();
        await browser.close();
      }
      const r = await lighthouse(`${base}${path}`, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: loggedIn });
      const a = r?.lhr.audits ?? {};
      console.log(`\n== ${path} loggedIn=${loggedIn} perf=${r?.lhr.categories.performance?.score} FCP=${a['first-contentful-paint']?.displayValue} LCP=${a['largest-contentful-paint']?.displayValue} TBT=${a['total-blocking-time']?.displayValue} CLS=${a['cumulative-layout-shift']?.displayValue}`);
      console.log('long tasks', JSON.stringify((a['long-tasks']?.details as {items?: unknown[]})?.items?.slice(0, 8)));
      console.log('bootup', JSON.stringify((a['bootup-time']?.details as {items?: unknown[]})?.items?.slice(0, 6)));
      console.log('mainthread', JSON.stringify((a['mainthread-work-breakdown']?.details as {items?: unknown[]})?.items));
    } finally { chrome.kill(); }
  }
} finally { await server.stop(); }
