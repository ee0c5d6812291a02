import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export type ModuleGraph = Map<string, Set<string>>;

const importedModule = /from '\.\.\/([\w-]+)\//g;

/**
 * Which module folders under `modulesDir` each folder's code imports (tests left out: a test may
 * drive a neighbour to set up its world). Only `../<module>/` imports count: everything else is
 * lib/, db/ or plugins/, below every module.
 */
export function readModuleGraph(modulesDir: string): ModuleGraph {
  const graph: ModuleGraph = new Map();
  for (const folder of readdirSync(modulesDir, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    const imports = new Set<string>();
    for (const file of readdirSync(join(modulesDir, folder.name), { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
      const text = readFileSync(join(modulesDir, folder.name, file), 'utf8');
      for (const [, target = ''] of text.matchAll(importedModule)) {
        if (target !== folder.name) imports.add(target);
      }
    }
    graph.set(folder.name, imports);
  }
  return graph;
}

/** Every loop between folders, each as the path that closes it (`a -> b -> a`), found once. */
export function findModuleLoops(graph: ModuleGraph): string[] {
  const loops: string[] = [];
  const done = new Set<string>();
  const visit = (node: string, path: string[]) => {
    const at = path.indexOf(node);
    if (at >= 0) {
      loops.push([...path.slice(at), node].join(' -> '));
      return;
    }
    if (done.has(node)) return;
    for (const next of graph.get(node) ?? []) visit(next, [...path, node]);
    done.add(node);
  };
  for (const node of graph.keys()) visit(node, []);
  return loops;
}
