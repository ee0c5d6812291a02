import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress.ts';
import { prerenderPages } from './prerender-pages.ts';
import { serviceWorker } from './service-worker-build.ts';

const FRAMEWORK_CHUNK = 'framework';

export default defineConfig({
  root: new URL('.', import.meta.url).pathname,
  plugins: [react(), serviceWorker(), prerenderPages(), precompress()],
  // The pages drawn at build time draw this year's lists; the app hydrates them with the same.
  define: {
    'import.meta.env.VITE_PAGES_DRAWN_YEAR': JSON.stringify(
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric' }).format(new Date()),
    ),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2020',
    sourcemap: false,
    reportCompressedSize: true,
    rolldownOptions: {
      output: {
        // V8's explicit compile hint (Chromium 136 and later): compile every function of the framework while
        // the file downloads, off the main thread. Without it each React function is compiled on the main
        // thread the first time the page calls it, which doubled the work of drawing the first page and
        // made its longest tasks (issue 36). Not for the app's own chunks: measured, no gain.
        postBanner: (chunk) => (chunk.name === FRAMEWORK_CHUNK ? '//# allFunctionsCalledOnLoad' : ''),
        // Every page needs these; left to itself the bundler splits them into eight small files that
        // cost a request and about 1 KB of headers each on the first load.
        codeSplitting: {
          groups: [
            {
              name: FRAMEWORK_CHUNK,
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
            },
            // The small modules the sign-in page shares with later pages: one file, not seven (each
            // file costs about 0.4 KB of headers on the first load; e2e/first-load-budget.e2e.ts).
            {
              name: 'page-basics',
              test: /src[\\/](components[\\/](inset|form[\\/](field-group|field-ids|form-controls|date-of-birth-input))|lib[\\/]browser-push-subscription|rules[\\/]day-names)\.tsx?$/,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/dev': 'http://localhost:3000' } },
});
