import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin } from 'vite';
import type * as PrerenderedPages from './src/app/prerendered-pages.ts';
import type * as PageRendering from './src/app/render-page.tsx';

const ROOT = '<div id="root"></div>';
const TITLE = '<title>Live Well Coaching</title>';

/**
 * index.html as built (its hashed scripts and styles), with the page's HTML and title in it. The page
 * paints without its scripts, so they are fetched after what painting needs (the style sheet).
 */
function fillShell(shell: string, html: string, title: string): string {
  if (!shell.includes(ROOT) || !shell.includes(TITLE))
    throw new Error('index.html has no empty root or title');
  return shell
    .replace(ROOT, `<div id="root">${html}</div>`)
    .replace(TITLE, `<title>${title} - Live Well Coaching</title>`)
    .replace(
      /(<(?:script type="module"|link rel="modulepreload") crossorigin [^>]+?)>/g,
      '$1 fetchpriority="low">',
    );
}

/**
 * Writes dist/prerendered/<path>.html for each public page of src/app/prerendered-pages.ts (issue 36):
 * index.html with the page drawn into it by src/app/render-page.tsx, loaded through Vite's server-side
 * module loader so the app's own code draws it. The API sends these files for their paths, filling in
 * the service phone number as it does in index.html. Beside them, the signed-in dashboard's frame, which the
 * API sends for `/` to a browser that says a client is signed in (SIGNED_IN_HINT_COOKIE).
 */
export function prerenderPages(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'prerender-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      order: 'pre',
      async handler() {
        const server = await createServer({
          root,
          configFile: false,
          mode: 'production',
          logLevel: 'error',
          plugins: [react()],
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
        });
        try {
          const app = (await server.ssrLoadModule('/src/app/render-page.tsx')) as typeof PageRendering;
          const pages = (await server.ssrLoadModule(
            '/src/app/prerendered-pages.ts',
          )) as typeof PrerenderedPages;
          const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
          for (const page of pages.PRERENDERED_PAGES) {
            const file = join(outDir, pages.prerenderedFile(page.path));
            mkdirSync(dirname(file), { recursive: true });
            writeFileSync(file, fillShell(shell, await app.renderPage(page.path), page.title));
          }
          const frame = pages.SIGNED_IN_FRAME;
          writeFileSync(
            join(outDir, frame.file),
            fillShell(shell, await app.renderSignedInFrame(), frame.title),
          );
        } finally {
          await server.close();
        }
      },
    },
  };
}
