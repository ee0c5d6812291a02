import { describe, expect, it, vi } from 'vitest';
import { batchedLookup } from './batched-lookup.ts';
import type { Executor } from './client.ts';

const db = {} as Executor;
const rows = [
  { key: 'a', value: 1 },
  { key: 'b', value: 2 },
];

describe('batched lookup', () => {
  it('answers the lookups of one turn with one query, each with its own row', async () => {
    const run = vi.fn(async (_db: Executor, keys: string[]) => rows.filter((row) => keys.includes(row.key)));
    const find = batchedLookup(run, (row) => row.key);
    const answers = await Promise.all([find(db, 'a'), find(db, 'b'), find(db, 'a'), find(db, 'missing')]);
    expect(answers).toEqual([rows[0], rows[1], rows[0], undefined]);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run.mock.calls[0]?.[1]).toEqual(['a', 'b', 'missing']);
  });

  it('queries again in the next turn instead of keeping answers', async () => {
    const run = vi.fn(async () => rows);
    const find = batchedLookup(run, (row) => row.key);
    await find(db, 'a');
    await find(db, 'a');
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('keeps one query running: lookups that arrive meanwhile wait and share the next', async () => {
    let finishFirst = () => {};
    const run = vi.fn(async (_db: Executor, keys: string[]) => {
      if (run.mock.calls.length === 1) await new Promise<void>((resolve) => (finishFirst = resolve));
      return rows.filter((row) => keys.includes(row.key));
    });
    const find = batchedLookup(run, (row) => row.key);
    const first = find(db, 'a');
    await new Promise((resolve) => setImmediate(resolve));
    const later = [find(db, 'b')];
    await new Promise((resolve) => setImmediate(resolve));
    later.push(find(db, 'a'));
    expect(run).toHaveBeenCalledTimes(1);
    finishFirst();
    expect(await first).toEqual(rows[0]);
    expect(await Promise.all(later)).toEqual([rows[1], rows[0]]);
    expect(run).toHaveBeenCalledTimes(2);
    expect(run.mock.calls[1]?.[1]).toEqual(['b', 'a']);
  });

  it('answers the lookups that waited behind a failed query from a query of their own', async () => {
    let fail = (_error: Error) => {};
    const run = vi.fn(async (_db: Executor, keys: string[]) => {
      if (run.mock.calls.length === 1) await new Promise<void>((_resolve, reject) => (fail = reject));
      return rows.filter((row) => keys.includes(row.key));
    });
    const find = batchedLookup(run, (row) => row.key);
    const first = find(db, 'a');
    await new Promise((resolve) => setImmediate(resolve));
    const waiting = find(db, 'b');
    fail(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    expect(await waiting).toEqual(rows[1]);
  });

  it('runs the lookups of different executors side by side', async () => {
    const run = vi.fn(async (_db: Executor, keys: string[]) => rows.filter((row) => keys.includes(row.key)));
    const find = batchedLookup(run, (row) => row.key);
    const other = {} as Executor;
    await Promise.all([find(db, 'a'), find(other, 'a')]);
    expect(run.mock.calls.map(([executor]) => executor)).toEqual([db, other]);
  });

  it('fails every lookup of the batch when the query fails', async () => {
    const find = batchedLookup(
      async () => Promise.reject(new Error('database down')),
      (row: { key: string }) => row.key,
    );
    const answers = await Promise.allSettled([find(db, 'a'), find(db, 'b')]);
    expect(answers.map((answer) => answer.status)).toEqual(['rejected', 'rejected']);
  });
});
