// npm run lint:dead-code: exports that nothing uses. ts-unused-exports lists the exports no other file
// imports by name; this keeps those that are not used after all:
// - used in their own file (its --ignoreLocallyUsed counts the declaration itself as a use, so it hides all);
// - named in a file that imports their module, which it cannot follow: screens loaded by name,
//   `page(() => import('./x.tsx'), 'XPage')`, and `const { x } = await import('./x.ts')`.
// tsconfig.dead-code.json maps `@coaching/shared/*` to its source, which ts-unused-exports cannot
// find through the workspace package.
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { analyzeTsConfig } from 'ts-unused-exports';
import ts from 'typescript';

/** Entry points: the tools load them by file name. */
const ENTRY_POINTS = [
  'drizzle.config.ts',
  'vite.config.ts',
  'vitest.config.ts',
  'e2e/support/global-setup.ts',
  'apps/api/src/test/postgres-setup.ts',
];
const SHARED = '@coaching/shared/';
const sharedSource = resolve(import.meta.dirname, '../packages/shared/src');

type Facts = { imports: Set<string>; names: Map<string, number> };

/** What a file imports (resolved paths, statically or not) and how often each name appears in it. */
function factsOf(file: string): Facts {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const facts: Facts = { imports: new Set(), names: new Map() };
  const name = (text: string) => facts.names.set(text, (facts.names.get(text) ?? 0) + 1);
  const imported = (specifier: string) => {
    if (specifier.startsWith('.')) facts.imports.add(resolve(dirname(file), specifier));
    if (specifier.startsWith(SHARED))
      facts.imports.add(`${sharedSource}/${specifier.slice(SHARED.length)}.ts`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) || ts.isStringLiteral(node)) name(node.text);
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier)
      imported((node.moduleSpecifier as ts.StringLiteral).text);
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (specifier && ts.isStringLiteral(specifier)) imported(specifier.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return facts;
}

const tsconfig = process.argv[2] ?? 'tsconfig.dead-code.json';
const { unusedExports } = analyzeTsConfig(tsconfig, []);
const host = { ...ts.sys, onUnRecoverableConfigFileDiagnostic() {} };
const files = ts.getParsedCommandLineOfConfigFile(tsconfig, {}, host)?.fileNames ?? [];
const facts = new Map(files.map((file) => [resolve(file), factsOf(resolve(file))]));

const unused = Object.entries(unusedExports).flatMap(([file, exports]) => {
  const path = relative(process.cwd(), file);
  if (ENTRY_POINTS.some((entry) => path.endsWith(entry))) return [];
  const own = facts.get(file)?.names;
  const importers = [...facts.values()].filter((f) => f.imports.has(file));
  const dead = exports
    .map((e) => e.exportName)
    .filter((name) => (own?.get(name) ?? 0) < 2 && !importers.some((f) => f.names.has(name)));
  return dead.length > 0 ? [`${path}: ${dead.join(', ')}`] : [];
});

for (const line of unused) console.log(line);
console.log(`${unused.length} files with exports nothing uses`);
process.exitCode = unused.length > 0 ? 1 : 0;
