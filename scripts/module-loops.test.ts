import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findModuleLoops, readModuleGraph } from './module-loops.ts';

// API modules form a one-way graph: a loop between two module folders means
// neither can be understood, tested or moved without the other.
describe('API module folders', () => {
  it('import each other one way only', () => {
    const graph = readModuleGraph(join(import.meta.dirname, '../apps/api/src/modules'));
    expect(graph.size).toBeGreaterThan(20);
    expect(findModuleLoops(graph)).toEqual([]);
  });

  it('finds a loop of two folders and a longer one, and nothing in a one-way graph', () => {
    const graph = new Map([
      ['staff-audit', new Set(['staff-caseload'])],
      ['staff-caseload', new Set(['staff-audit'])],
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
    ]);
    expect(findModuleLoops(graph)).toEqual([
      'staff-audit -> staff-caseload -> staff-audit',
      'a -> b -> c -> a',
    ]);
    expect(
      findModuleLoops(
        new Map([
          ['a', new Set(['b'])],
          ['b', new Set<string>()],
        ]),
      ),
    ).toEqual([]);
  });
});
