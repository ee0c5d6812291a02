import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Web tests get their query client and their fetch from render-with-providers.tsx (renderWithProviders,
// stubFetch, testQueryClient), so a test never starts from a client that retries or a fetch that
// answers what no route would.
const ROOT = join(import.meta.dirname, '..');
const HELPER = join(import.meta.dirname, 'render-with-providers.tsx');
const HAND_MADE = [/new QueryClient\(/, /stubGlobal\(\s*['"]fetch['"]/, /globalThis\.fetch\s*=/];

const testFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

function handMadeProviders(source: string): string[] {
  return HAND_MADE.filter((pattern) => pattern.test(source)).map((pattern) => pattern.source);
}

describe('web tests', () => {
  it('build no query client and stub no fetch of their own', () => {
    const offenders = testFiles(ROOT)
      .filter((file) => file !== HELPER && file !== import.meta.filename)
      .flatMap((file) => {
        const found = handMadeProviders(readFileSync(file, 'utf8'));
        return found.length ? [`${relative(ROOT, file)}: ${found.join(', ')}`] : [];
      });
    expect(offenders).toEqual([]);
  });

  it('catches a hand-built client and a hand-made fetch stub', () => {
    expect(
      handMadeProviders("const client = new QueryClient({});\nvi.stubGlobal('fetch', vi.fn());"),
    ).toHaveLength(2);
    expect(handMadeProviders('renderWithProviders(<Page />, { fetch: {} });')).toEqual([]);
  });
});
