import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chunkCycles, chunkImports } from './support/chunk-cycles.ts';

const assets = new URL('../apps/web/dist/assets/', import.meta.url);
const reactDomVersion = (
  JSON.parse(readFileSync(new URL('../node_modules/react-dom/package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

describe('the built browser bundle', () => {
  it('runs React and react-dom, not a compatible stand-in', () => {
    const scripts = readdirSync(assets)
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(new URL(name, assets), 'utf8'))
      .join('\n');
    // Matched as booleans: a failing match on the whole bundle would print all of it.
    const quotedVersion = new RegExp(`["'\`]${reactDomVersion.replaceAll('.', '\\.')}["'\`]`);
    expect(quotedVersion.test(scripts), `react-dom ${reactDomVersion} in the bundle`).toBe(true);
    expect(scripts.includes('__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE')).toBe(true);
    expect(/preact/i.test(scripts), 'Preact in the bundle').toBe(false);
  });

  // The plan page's rating once failed after REMINDER_TYPES moved between chunks; the cause was the
  // rating's own state (bct-rating.test.tsx), but chunk order can only matter where chunks import each
  // other in a cycle, so none may (docs/decisions.md, Chunk order).
  it('has no import cycle among its chunks', () => {
    const graph = Object.fromEntries(
      readdirSync(assets)
        .filter((name) => name.endsWith('.js'))
        .map((name) => [name, chunkImports(readFileSync(new URL(name, assets), 'utf8'))]),
    );
    expect(Object.values(graph).flat().length, 'chunks that import chunks').toBeGreaterThan(0);
    expect(chunkCycles(graph)).toEqual([]);
  });

  it('finds a cycle when there is one', () => {
    const code = 'import{a as b}from"./shared-1.js";export{c}from"./page-2.js";import"./side.js";';
    expect(chunkImports(code)).toEqual(['shared-1.js', 'page-2.js', 'side.js']);
    expect(chunkCycles({ 'a.js': ['b.js'], 'b.js': ['c.js'], 'c.js': ['a.js'], 'd.js': ['a.js'] })).toEqual([
      ['a.js', 'b.js', 'c.js', 'a.js'],
    ]);
    expect(chunkCycles({ 'a.js': ['b.js'], 'b.js': [], 'c.js': ['a.js', 'b.js'] })).toEqual([]);
  });
});
