import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every rule the code cites must be findable in this repository: "portal §n" and "onboarding §n"
// resolve to the anchors portal-n / onboarding-n of docs/product.md, "product.md#x" to anchor x.
const root = join(import.meta.dirname, '..');
const SCANNED = ['apps', 'packages', 'e2e', 'scripts', 'bench', 'test-support', 'docs', 'README.md'];
const SKIPPED = new Set(['node_modules', 'dist', 'data', 'artifacts', 'migrations']);

function files(path: string): string[] {
  const full = join(root, path);
  if (!statSync(full).isDirectory()) return [path];
  const entries = readdirSync(full, { withFileTypes: true });
  return entries
    .filter((e) => !SKIPPED.has(e.name))
    .flatMap((e) => (e.isDirectory() ? files(join(path, e.name)) : [join(path, e.name)]))
    .filter((f) => /\.(ts|tsx|css|md|html)$/.test(f));
}

/** Anchors a text cites, each with where: "portal §2, §9" cites portal-2 and portal-9. */
function citedAnchors(text: string): string[] {
  const anchors: string[] = [];
  for (const m of text.matchAll(/\b(portal|onboarding)\s+(§\s*\d+(?:\s*(?:,|and|or)\s*§\s*\d+)*)/gi)) {
    for (const n of (m[2] ?? '').matchAll(/\d+/g)) anchors.push(`${m[1]?.toLowerCase()}-${n[0]}`);
  }
  for (const m of text.matchAll(/product\.md#([\w-]+)/g)) anchors.push(m[1] ?? '');
  // Links inside product.md itself: [text](#anchor)
  for (const m of text.matchAll(/\]\(#([\w-]+)\)/g)) anchors.push(m[1] ?? '');
  return anchors;
}

const product = readFileSync(join(root, 'docs/product.md'), 'utf8');
const anchors = new Set([...product.matchAll(/<a id="([\w-]+)"><\/a>/g)].map((m) => m[1]));
const sources = SCANNED.flatMap(files)
  .filter((path) => path !== 'scripts/product-citations.test.ts')
  .map((path) => ({
    path: relative(root, join(root, path)),
    text: readFileSync(join(root, path), 'utf8'),
  }));

describe('citations of the product rules', () => {
  it('reads both ways of citing', () => {
    expect(citedAnchors('the window (portal §5, §9) and onboarding §4; see product.md#bmi')).toEqual([
      'portal-5',
      'portal-9',
      'onboarding-4',
      'bmi',
    ]);
  });

  it('gives every section of both areas a heading and an anchor', () => {
    for (const area of ['portal', 'onboarding']) {
      for (let n = 1; n <= 9; n++) {
        expect(anchors, `${area}-${n}`).toContain(`${area}-${n}`);
        expect(product).toMatch(new RegExp(`^## ${area} §${n}: `, 'im'));
      }
    }
  });

  it('finds every cited section in docs/product.md', () => {
    const missing = sources.flatMap(({ path, text }) =>
      citedAnchors(text)
        .filter((anchor) => !anchors.has(anchor))
        .map((anchor) => `${path}: ${anchor}`),
    );
    expect(sources.length).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  it('cites no document outside the repository', () => {
    const outside = sources
      .filter(({ path }) => path !== 'docs/decisions.md')
      .filter(({ text }) =>
        /\b(DOMAIN|API-NOTES|DESIGN|STYLE)\.md\b|spec\/(portal|onboarding)\.md/.test(text),
      )
      .map(({ path }) => path);
    expect(outside).toEqual([]);
  });
});
