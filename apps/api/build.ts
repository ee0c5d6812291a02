// `npm run build -w apps/api`: the API as one ES module in apps/api/dist for `node`, with the
// migrations copied beside it. Packages stay imports (a production install has them); the shared
// workspace is TypeScript, so it is bundled in.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const here = (path: string) => new URL(path, import.meta.url).pathname;
const { dependencies } = JSON.parse(readFileSync(here('./package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

rmSync(here('./dist'), { recursive: true, force: true });
await build({
  entryPoints: [here('./src/server.ts')],
  outfile: here('./dist/server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  external: Object.keys(dependencies).filter((name) => !name.startsWith('@coaching/')),
  logLevel: 'warning',
});
cpSync(here('./src/db/migrations'), here('./dist/db/migrations'), { recursive: true });
