import type { RouteObject } from 'react-router';

/** What each feature area adds to the router; areas lazy-load their own screens. */
export type AreaRoutes = { loggedOut?: RouteObject[]; loggedIn?: RouteObject[]; both?: RouteObject[] };

/** A lazily loaded screen: `page(() => import('./components/x.tsx'), 'XPage')`. */
export function page<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
): RouteObject['lazy'] {
  return async () => {
    const module = await load();
    return { Component: module[name] as React.ComponentType };
  };
}
