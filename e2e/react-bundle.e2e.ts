import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

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
});
