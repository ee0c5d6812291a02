import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The app is written against React's API (types, unit tests with Testing Library), but the browser
 * gets Preact's compatible runtime: about 10 KB gzip instead of 68 KB, which keeps the first load of
 * the login and registration pages under 90 KB (docs/decisions.md, Performance). So no React-19-only
 * API (use, useActionState, useOptimistic, <Context> as provider); the browser tests run on Preact.
 */
const preactAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

export default defineConfig({
  root: new URL('.', import.meta.url).pathname,
  plugins: [react()],
  resolve: { alias: preactAliases },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2020',
    sourcemap: false,
    reportCompressedSize: true,
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/dev': 'http://localhost:3000' } },
});
