import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const source = (name: string) =>
  readFileSync(new URL(`./src/service-worker/${name}`, import.meta.url), 'utf8');

/** Public files the offline page and an installed app need, kept from install on. */
const PUBLIC_SHELL = [
  '/offline.html',
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon-192.png',
  '/icons/badge-96.png',
];

/**
 * Emits dist/sw.js and dist/offline.html (issue 32). The worker's text carries a version made from
 * every file name of the build, so each build that changes anything is a new worker, which the page
 * offers with "new version ready". The offline page takes the entry's style sheet; the server fills
 * in SERVICE_PHONE and the opening hours, as in index.html.
 */
export function serviceWorker(): Plugin {
  return {
    name: 'service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
      const styles = entry?.type === 'chunk' ? [...(entry.viteMetadata?.importedCss ?? [])] : [];
      const offline = source('offline.html').replace(
        '__STYLES__',
        styles.map((file) => `<link rel="stylesheet" href="/${file}" />`).join(''),
      );
      const worker = source('service-worker.js');
      const version = createHash('sha256')
        .update([...Object.keys(bundle)].sort().join('\n'))
        .update(offline)
        .update(worker)
        .digest('hex')
        .slice(0, 16);
      const precache = [...PUBLIC_SHELL, ...styles.map((file) => `/${file}`)];
      this.emitFile({ type: 'asset', fileName: 'offline.html', source: offline });
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: worker.replace(
          'const BUILD = __BUILD__;',
          `const BUILD = ${JSON.stringify({ version, precache })};`,
        ),
      });
    },
  };
}
