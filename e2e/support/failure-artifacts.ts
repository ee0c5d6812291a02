import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach } from 'vitest';
import { openContexts } from './browser.ts';

/** Where a failed browser test leaves a screenshot of each open page and a Playwright trace (gitignored). */
const ARTIFACTS = new URL('../artifacts/', import.meta.url).pathname;

const safe = (text: string) => text.replace(/[^a-zA-Z0-9-]+/g, '-').slice(0, 80);

beforeEach(({ task, onTestFailed }) => {
  onTestFailed(async () => {
    const dir = join(ARTIFACTS, `${safe(task.file.name.replace(/^.*\//, ''))}--${safe(task.name)}`);
    mkdirSync(dir, { recursive: true });
    let n = 0;
    for (const context of openContexts) {
      n += 1;
      for (const [i, page] of context.pages().entries()) {
        await page
          .screenshot({ path: join(dir, `person-${n}-page-${i + 1}.png`), fullPage: true })
          .catch(() => {});
      }
      // Open with `npx playwright-core show-trace <file>` or https://trace.playwright.dev
      await context.tracing.stopChunk({ path: join(dir, `person-${n}-trace.zip`) }).catch(() => {});
      await context.tracing.startChunk().catch(() => {});
    }
    console.error(`browser test failed: screenshots and traces in ${dir}`);
  });
});
