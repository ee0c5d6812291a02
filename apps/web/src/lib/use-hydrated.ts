import { createElement, Fragment, type ReactNode, useEffect, useSyncExternalStore } from 'react';
import { listeners } from './listeners.ts';

/** False from hydrating() until the hydrated page has committed; true on pages drawn in the browser. */
let running = true;
const readers = listeners();

/**
 * Last in the hydrated tree: once the page has committed, the switch to true is a task of its own.
 * React redraws every reader of a changed store in one block, and done with hydration's effects that
 * block held a slow phone's main thread for over 50 ms (issue 36).
 */
function HydrationEnded() {
  useEffect(() => {
    const timer = setTimeout(() => {
      running = true;
      readers.notify();
    }, 0);
    return () => clearTimeout(timer);
  }, []);
  return null;
}

/** What start-app.tsx hydrates a prerendered page (issue 36) with: the page, drawn as built until it has committed. */
export function hydrating(page: ReactNode): ReactNode {
  running = false;
  return createElement(Fragment, null, page, createElement(HydrationEnded));
}

/**
 * False while a prerendered page (issue 36) is drawn at build time and while the browser hydrates it,
 * then true: what the build cannot know, or what needs the JavaScript, waits for it. Pages rendered in
 * the browser from the start see true at once. A part hydrated later (inside Suspense) is drawn as the
 * build drew it, then redrawn, whenever it comes.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    readers.subscribe,
    () => running,
    () => false,
  );
