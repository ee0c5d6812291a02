import { CHUNK_LOAD_TIMEOUT_MS } from '@coaching/shared/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from './area-routes.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('page', () => {
  it('loads the named screen of the module', async () => {
    const Screen = () => null;
    const lazy = page(async () => ({ Screen }), 'Screen');
    await expect(lazy()).resolves.toEqual({ Component: Screen });
  });

  it('asks for the screen in a task of its own, not in the one that started the router (issue 36)', async () => {
    const Screen = () => null;
    const load = vi.fn(async () => ({ Screen }));
    const loading = page(load, 'Screen')();
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    await expect(loading).resolves.toEqual({ Component: Screen });
    expect(load).toHaveBeenCalledOnce();
  });

  it('gives up on a chunk that has not arrived after 120 seconds (portal §9), so the retry page shows', async () => {
    vi.useFakeTimers();
    const lazy = page(() => new Promise<{ Screen: () => null }>(() => {}), 'Screen');
    let failure: unknown = null;
    lazy().catch((error: unknown) => {
      failure = error;
    });
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(failure).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(String(failure)).toMatch(/Loading chunk/);
  });
});
