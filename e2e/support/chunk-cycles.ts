/** The chunks a built chunk imports (`import … from "./x.js"`, `import "./x.js"`, `export … from "./x.js"`). */
export function chunkImports(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(/\b(?:import|export)\b[^"'`;]*?["'`]\.\/([\w.-]+\.js)["'`]/g)) {
    if (match[1]) found.add(match[1]);
  }
  return [...found];
}

/**
 * Each import cycle among chunks, as the chunk names around it. In a cycle one chunk runs before a
 * chunk it imports has finished, so a value it reads at load (a list of choices a schema is built
 * from) can be undefined: the order of chunks would then change what the app does.
 */
export function chunkCycles(graph: Record<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (chunk: string) => {
    state.set(chunk, 'open');
    path.push(chunk);
    for (const next of graph[chunk] ?? []) {
      if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(chunk, 'done');
  };
  for (const chunk of Object.keys(graph)) if (!state.has(chunk)) visit(chunk);
  return cycles;
}
