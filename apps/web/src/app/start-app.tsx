import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { DRAFTS_OWNER } from '../lib/kept-drafts.ts';
import { followSignedIn } from '../lib/signed-in-hint.ts';
import { tokenStorage } from '../lib/token-storage.ts';
import { hydrating } from '../lib/use-hydrated.ts';
import { Providers, queryClient } from './providers.tsx';
import { createRouter } from './router.tsx';

// The router's own record of where each page was scrolled, and whose drafts they are: neither is drawn.
const NOT_DRAFTS = ['react-router-scroll-positions', DRAFTS_OWNER];

/**
 * A prerendered page (issue 36) is hydrated when the browser would draw exactly what the build drew: no
 * one signed in and no drafts in session storage (a registration under way shows another page). Otherwise
 * the app draws afresh over the HTML, which stays on screen until then.
 */
function drawsAsPrerendered(root: HTMLElement): boolean {
  const drafts = Object.keys(sessionStorage).filter((key) => !NOT_DRAFTS.includes(key));
  return root.hasChildNodes() && tokenStorage.get() === null && drafts.length === 0;
}

type Router = ReturnType<typeof createRouter>;

/**
 * Until the router has loaded the lazy screens of the address it started on it draws nothing, which
 * would not match the page's HTML: hydrating waits for that.
 */
const screensLoaded = (router: Router) =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });

/** After the browser has painted the page's HTML, so hydrating never holds back the first paint. */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

const app = (router: Router) => (
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>
);

/**
 * A signed-in client opening the dashboard gets its data in one request, asked for before the first
 * paint (issue 36); other pages load their own. The code that asks is loaded only then, out of the
 * signed-out pages' first load, and the app is drawn once it has asked, so no list asks for itself
 * first. Should it not load, each list asks for itself as on any other page.
 */
const askForDashboard = () =>
  location.pathname === '/' && tokenStorage.get() !== null
    ? import('../features/auth/api/get-dashboard.ts')
        // Not awaited: the app is drawn once the request is under way, not once it is answered.
        .then((dashboard) => void dashboard.prefetchDashboard(queryClient))
        .catch((error: unknown) => console.error('the dashboard will load list by list', error))
    : undefined;

export async function startApp(root: HTMLElement) {
  // Signed in before the hint existed, or the storage cleared without signing out: the next visit paints right.
  followSignedIn(tokenStorage.get() !== null);
  const dashboardAsked = askForDashboard();
  // Setting up the router is a task of its own, after the first paint, not part of loading the scripts:
  // together they held a slow phone's main thread for over 50 ms (issue 36).
  await afterFirstPaint();
  const router = createRouter();
  await dashboardAsked;
  // The signed-in frame is drawn afresh too: while the profile loads the app draws the same frame over it.
  // Both in a transition: React then works in slices of a few milliseconds, yielding to the browser between
  // them, where a plain first render or hydration holds the main thread until it is done (issue 36).
  if (!drawsAsPrerendered(root)) {
    const drawn = createRoot(root);
    startTransition(() => drawn.render(app(router)));
    return;
  }
  await screensLoaded(router);
  startTransition(() => {
    hydrateRoot(root, hydrating(app(router)));
  });
}
