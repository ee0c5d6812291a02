import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider } from 'react-router';
import { followSignedIn } from '../lib/signed-in-hint.ts';
import { tokenStorage } from '../lib/token-storage.ts';
import { Providers } from './providers.tsx';
import { createRouter, routes } from './router.tsx';

// The router's own record of where each page was scrolled: it changes nothing drawn.
const SCROLL_POSITIONS = 'react-router-scroll-positions';

/**
 * A prerendered page (issue 36) is hydrated when the browser would draw exactly what the build drew: no
 * one signed in and no drafts in session storage (a registration under way shows another page). Otherwise
 * the app draws afresh over the HTML, which stays on screen until then.
 */
function drawsAsPrerendered(root: HTMLElement): boolean {
  const drafts = Object.keys(sessionStorage).filter((key) => key !== SCROLL_POSITIONS);
  return root.hasChildNodes() && tokenStorage.get() === null && drafts.length === 0;
}

/** The router would show nothing until a lazy screen loaded, and so not match the HTML: load it first. */
async function loadLazyScreens() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      // Every area's `lazy` is a function (page() in lib/area-routes.ts).
      if (typeof route.lazy === 'function')
        Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

/** After the browser has painted the page's HTML, so hydrating never holds back the first paint. */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

const app = () => (
  <StrictMode>
    <Providers>
      <RouterProvider router={createRouter()} />
    </Providers>
  </StrictMode>
);

export async function startApp(root: HTMLElement) {
  // Signed in before the hint existed, or the storage cleared without signing out: the next visit paints right.
  followSignedIn(tokenStorage.get() !== null);
  // The signed-in frame is drawn afresh too: while the profile loads the app draws the same frame over it.
  // Both in a transition: React then works in slices of a few milliseconds, yielding to the browser between
  // them, where a plain first render or hydration holds the main thread until it is done (issue 36).
  if (!drawsAsPrerendered(root)) {
    const drawn = createRoot(root);
    startTransition(() => drawn.render(app()));
    return;
  }
  await Promise.all([loadLazyScreens(), afterFirstPaint()]);
  startTransition(() => {
    hydrateRoot(root, app());
  });
}
