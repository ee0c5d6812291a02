import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// Runs `npm run lint:dead-code`'s script over a few small files, so the check is shown to fail on an
// export nothing uses and to pass on the ways this repository really uses its exports.
const script = join(import.meta.dirname, 'dead-code.ts');
const tsx = join(import.meta.dirname, '../node_modules/tsx/dist/loader.mjs');
const dir = mkdtempSync(join(tmpdir(), 'dead-code-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function check(files: Record<string, string>) {
  rmSync(join(dir, 'src'), { recursive: true, force: true });
  mkdirSync(join(dir, 'src'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, 'src', name), text);
  const tsconfig = { compilerOptions: { allowImportingTsExtensions: true, noEmit: true }, include: ['src'] };
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(tsconfig));
  return spawnSync('node', ['--import', tsx, script, 'tsconfig.json'], { cwd: dir, encoding: 'utf8' });
}

const uses = {
  'rules.ts': 'export const used = 1;\nexport const helper = 2;\nexport const twice = helper * 2;\n',
  'screen.ts': 'export const SomePage = 3;\n',
  'later.ts': 'export const loadedLater = 4;\n',
  'page.ts': [
    "import { twice, used } from './rules.ts';",
    'const page = (load: () => Promise<unknown>, name: string) => [load, name];',
    "page(() => import('./screen.ts'), 'SomePage');",
    "const { loadedLater } = await import('./later.ts');",
    'console.log(used, twice, loadedLater);',
    '',
  ].join('\n'),
};

describe('the dead-code check (npm run lint:dead-code)', () => {
  it('passes on exports imported, used in their own file, loaded by name or imported on demand', () => {
    const run = check(uses);
    expect(run.stdout).toContain('0 files with exports nothing uses');
    expect(run.status).toBe(0);
  });

  it('fails on an export that nothing uses, naming it', () => {
    const run = check({ ...uses, 'rules.ts': `${uses['rules.ts']}export const forgotten = 5;\n` });
    expect(run.stdout).toContain('src/rules.ts: forgotten');
    expect(run.status).toBe(1);
  });
});
