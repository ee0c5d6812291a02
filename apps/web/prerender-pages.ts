import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin, type Rolldown, type ViteDevServer } from 'vite';
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

/** The built chunks that hold the given source modules, with every chunk they import. */
function chunksHolding(moduleIds: Set<string>, chunks: Rolldown.OutputChunk[]): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const found = new Set<string>();
  const add = (file: string) => {
    if (found.has(file)) return;
    found.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) add(imported);
  };
  for (const chunk of chunks) if (chunk.moduleIds.some((id) => moduleIds.has(id))) add(chunk.fileName);
  return [...found];
}

/** Source modules the server-side loader has run (the graph also holds those only named in an import). */
const ranModules = (server: ViteDevServer) =>
  [...server.moduleGraph.idToModuleMap].flatMap(([id, node]) => (node.ssrModule ? [id] : []));

/**
 * HTML drawn at build time, and the source modules that drawing it ran for the first time in this build:
 * for the signed-in frame, the screen it stands in for, which the browser would otherwise find only once
 * the app starts.
 */
async function drawPage(server: ViteDevServer, draw: () => Promise<string>) {
  const before = new Set(ranModules(server));
  const html = await draw();
  return { html, loaded: new Set(ranModules(server).filter((id) => !before.has(id))) };
}

/**
 * Links for the chunks of the screen the signed-in frame stands in for, at low priority like the entry's:
 * fetched while the frame paints, so the dashboard and the request for its data wait for no script
 * asked for afterwards (issue 36). The public pages have none: on Lighthouse's slow connection their
 * first paint then waited for more (largest contentful paint 1.8 s to 2.0 s), for no less blocking time.
 */
function withScreenChunks(page: string, files: string[]): string {
  const links = files
    .filter((file) => file.endsWith('.js') && !page.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" fetchpriority="low">`);
  return page.replace('</head>', `${links.join('')}</head>`);
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
  let chunks: Rolldown.OutputChunk[] = [];
  return {
    name: 'prerender-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = join(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
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
          const drawn = await drawPage(server, () => app.renderSignedInFrame());
          const filled = fillShell(shell, drawn.html, frame.title);
          writeFileSync(
            join(outDir, frame.file),
            withScreenChunks(filled, chunksHolding(drawn.loaded, chunks)),
          );
        } finally {
          await server.close();
        }
      },
    },
  };
}
