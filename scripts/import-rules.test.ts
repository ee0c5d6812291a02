import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Runs the repository's own biome.json over small files laid out like apps/web/src, so the import
// rules in `npm run lint` are shown to fail on the imports they forbid and pass on the ones they allow.
const root = join(import.meta.dirname, '..');
const biome = join(root, 'node_modules/.bin/biome');

const files: Record<string, string> = {
  'apps/web/src/features/plan/routes.ts': "import { a } from '../sessions/routes.ts';\nexport const r = a;\n",
  'apps/web/src/features/plan/components/plan-page.tsx': [
    "import { a } from '../../sessions/api/get-sessions.ts';",
    "import { b } from '../../auth/api/get-profile.ts';",
    "import { c } from '../../../lib/sessions.ts';",
    "import { d } from '../api/get-plan.ts';",
    'export const p = [a, b, c, d];',
    '',
  ].join('\n'),
  'apps/web/src/features/plan/components/parts/plan-part.tsx':
    "import { a } from '../../../sessions/api/x.ts';\nimport { b } from '../../../../app/guards.tsx';\nexport const p = [a, b];\n",
  'apps/web/src/staff/features/plan/routes.ts':
    "import { a } from '../sessions/api/x.ts';\nexport const r = a;\n",
  'apps/web/src/staff/features/plan/components/plan-tab.tsx': [
    "import { a } from '../../sessions/components/sessions-tab.tsx';",
    "import { b } from '../../../lib/use-record.ts';",
    "import { c } from '../../../../components/page.tsx';",
    "import { d } from '../../../app/staff-layout.tsx';",
    "import { e } from '../api/get-staff-plan.ts';",
    "import { f } from '../../../components/data-table.tsx';",
    'export const t = [a, b, c, d, e, f];',
    '',
  ].join('\n'),
  'apps/web/src/staff/features/plan/components/notes/plan-notes.tsx': [
    "import { a } from '../../../sessions/api/x.ts';",
    "import { b } from '../../../../../app/guards.tsx';",
    'export const n = [a, b];',
    '',
  ].join('\n'),
  'apps/web/src/staff/lib/format.ts': "import { a } from '../features/plan/api/x.ts';\nexport const l = a;\n",
  'apps/web/src/staff/components/loaded.tsx': "import { a } from '../app/routes.tsx';\nexport const c = a;\n",
  'apps/web/src/features/help/routes.tsx':
    "import { a } from '../../app/area-routes.ts';\nexport const h = a;\n",
  'apps/web/src/lib/articles.ts': "import { a } from '../features/articles/api/x.ts';\nexport const l = a;\n",
  'apps/web/src/components/form/form.tsx': "import { a } from '../../app/router.tsx';\nexport const f = a;\n",
  'apps/web/src/lib/one.ts': "import { two } from './two.ts';\nexport const one = () => two;\n",
  'apps/web/src/lib/two.ts': "import { one } from './one.ts';\nexport const two = () => one;\n",
};

let dir: string;
let errors: string[];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'import-rules-'));
  copyFileSync(join(root, 'biome.json'), join(dir, 'biome.json'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const run = spawnSync(biome, ['lint', '--reporter=github', '--max-diagnostics=none', '.'], {
    cwd: dir,
    encoding: 'utf8',
  });
  // One "rule file:line" entry per error, e.g. "noRestrictedImports apps/web/src/lib/articles.ts:1".
  errors = [...run.stdout.matchAll(/::error title=lint\/\w+\/(\w+),file=([^,]+),line=(\d+)/g)].map(
    ([, rule, file = '', line]) => `${rule} ${file.slice(dir.length + 1)}:${line}`,
  );
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('import rules (biome.json)', () => {
  it('refuses a feature importing another feature, at any depth', () => {
    expect(errors).toContain('noRestrictedImports apps/web/src/features/plan/routes.ts:1');
    expect(errors).toContain('noRestrictedImports apps/web/src/features/plan/components/plan-page.tsx:1');
    expect(errors).toContain(
      'noRestrictedImports apps/web/src/features/plan/components/parts/plan-part.tsx:1',
    );
  });

  it('allows features/auth, lib/, components/ and the feature’s own folders', () => {
    const allowed = errors.filter((e) => /plan-page\.tsx:[234]$|plan-tab\.tsx:[2356]$/.test(e));
    expect(allowed).toEqual([]);
  });

  it('refuses a feature importing app/, at any depth', () => {
    expect(errors).toContain('noRestrictedImports apps/web/src/features/help/routes.tsx:1');
    expect(errors).toContain(
      'noRestrictedImports apps/web/src/features/plan/components/parts/plan-part.tsx:2',
    );
  });

  it('refuses a staff console area importing another area, at any depth', () => {
    expect(errors).toContain('noRestrictedImports apps/web/src/staff/features/plan/routes.ts:1');
    expect(errors).toContain(
      'noRestrictedImports apps/web/src/staff/features/plan/components/plan-tab.tsx:1',
    );
    expect(errors).toContain(
      'noRestrictedImports apps/web/src/staff/features/plan/components/notes/plan-notes.tsx:1',
    );
  });

  it('refuses a staff console area importing app/ (the staff console’s or the client’s), at any depth', () => {
    expect(errors).toContain(
      'noRestrictedImports apps/web/src/staff/features/plan/components/plan-tab.tsx:4',
    );
    expect(errors).toContain(
      'noRestrictedImports apps/web/src/staff/features/plan/components/notes/plan-notes.tsx:2',
    );
  });

  it('refuses staff/lib/ and staff/components/ importing the staff console’s features/ or app/', () => {
    expect(errors).toContain('noRestrictedImports apps/web/src/staff/lib/format.ts:1');
    expect(errors).toContain('noRestrictedImports apps/web/src/staff/components/loaded.tsx:1');
  });

  it('refuses lib/ and components/ importing features/ or app/', () => {
    expect(errors).toContain('noRestrictedImports apps/web/src/lib/articles.ts:1');
    expect(errors).toContain('noRestrictedImports apps/web/src/components/form/form.tsx:1');
  });

  it('refuses an import cycle', () => {
    expect(errors).toContain('noImportCycles apps/web/src/lib/one.ts:1');
    expect(errors).toContain('noImportCycles apps/web/src/lib/two.ts:1');
  });
});
