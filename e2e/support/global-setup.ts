import { existsSync } from 'node:fs';

/** Browser tests drive the built app: `npm run test:e2e` builds it first. */
export default function setup() {
  if (!existsSync(new URL('../../apps/web/dist/index.html', import.meta.url))) {
    throw new Error('apps/web/dist is missing: run `npm run build` before the browser tests');
  }
  if (!existsSync(process.env.CHROME_PATH ?? '/usr/bin/chromium')) {
    throw new Error('Chromium is missing: `apt-get install -y chromium` (see .ci/run)');
  }
}
