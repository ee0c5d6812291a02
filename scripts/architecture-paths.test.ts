import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/architecture.md is where a newcomer looks for where a rule lives: every file or folder it names
// must exist. A path is named from the repository's root or, as the document does in context, from
// one of these folders.
const root = join(import.meta.dirname, '..');
const BASES = [
  '',
  'apps/api/src',
  'apps/api/src/modules',
  'apps/api/src/db',
  'apps/web/src',
  'packages/shared/src',
];

/** The paths a text names in `code`: with a folder, without placeholders (<area>, NNNN) or routes. */
function namedPaths(text: string): string[] {
  return [...text.matchAll(/`([^`\s]+)`/g)]
    .map((m) => m[1] ?? '')
    .filter((path) => path.includes('/') && !path.startsWith('/') && !/[<>:*]|NNNN/.test(path));
}

const missing = (paths: string[]) =>
  paths.filter((path) => !BASES.some((base) => existsSync(join(root, base, path))));

describe('docs/architecture.md', () => {
  it('names only files and folders that exist', () => {
    const paths = namedPaths(readFileSync(join(root, 'docs/architecture.md'), 'utf8'));
    expect(paths.length).toBeGreaterThan(30);
    expect(missing(paths)).toEqual([]);
  });

  it('catches a path that has gone', () => {
    expect(missing(namedPaths('see `modules/staff-caseload/last-contact.ts` and `plugins/auth.ts`'))).toEqual(
      ['modules/staff-caseload/last-contact.ts'],
    );
  });
});
