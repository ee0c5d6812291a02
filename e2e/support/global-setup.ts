import { existsSync, rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { makeDataTemplate } from './service.ts';

/** Browser tests drive the built service as `npm start` runs it: `npm run test:e2e` builds it first. */
export default async function setup(project: TestProject) {
  for (const built of ['apps/web/dist/index.html', 'apps/api/dist/server.js']) {
    if (!existsSync(new URL(`../../${built}`, import.meta.url))) {
      throw new Error(`${built} is missing: run \`npm run build\` before the browser tests`);
    }
  }
  if (!existsSync(process.env.CHROME_PATH ?? '/usr/bin/chromium')) {
    throw new Error('Chromium is missing: `apt-get install -y chromium` (see .ci/run)');
  }
  const template = await makeDataTemplate();
  project.provide('serviceDataTemplate', template);
  return () => rmSync(template, { recursive: true, force: true });
}
