import { CHUNK_LOAD_TIMEOUT_MS } from '@coaching/shared/constants';
import type { RouteObject } from 'react-router';

/** What each feature area adds to the router; areas lazy-load their own screens. */
export type AreaRoutes = { loggedOut?: RouteObject[]; loggedIn?: RouteObject[]; both?: RouteObject[] };

/**
 * A chunk that has not arrived after 120 seconds (portal §9) fails like a missing one, so the route's
 * error page offers a retry instead of "Loading..." for ever.
 */
function withinChunkTimeout<M>(loading: Promise<M>): Promise<M> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('Loading chunk timed out')), CHUNK_LOAD_TIMEOUT_MS);
  });
  return Promise.race([loading, timeout]).finally(() => clearTimeout(timer));
}

/**
 * A lazily loaded screen: `page(() => import('./components/x.tsx'), 'XPage')`. Asked for in a task of its
 * own: the router asks while it starts, and together they held a slow phone's main thread for over 50 ms
 * on the first page (issue 36).
 */
export function page<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
): () => Promise<{ Component: React.ComponentType }> {
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    const module = await withinChunkTimeout(load());
    return { Component: module[name] as React.ComponentType };
  };
}

/**
 * What a top-level route shows while the first screen's chunk loads on a fresh page: nothing, as the
 * page was blank before the app started; a placeholder replaced a moment later would make the page
 * jump. Said outright, so react-router does not warn that it was forgotten.
 */
export const NothingYet = () => null;
