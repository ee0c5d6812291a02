import { useEffect, useSyncExternalStore } from 'react';

/** False from beginHydration() until the hydrated page has committed; true on pages drawn in the browser. */
let running = true;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** start-app.tsx, before hydrating a prerendered page (issue 36). */
export const beginHydration = () => {
  running = false;
};

/**
 * Last in the hydrated tree: once the page has committed, the switch to true is a task of its own.
 * React redraws every reader of a changed store in one block, and done with hydration's effects that
 * block held a slow phone's main thread for over 50 ms (issue 36).
 */
export function HydrationEnded() {
  useEffect(() => {
    const timer = setTimeout(() => {
      running = true;
      for (const listener of listeners) listener();
    }, 0);
    return () => clearTimeout(timer);
  }, []);
  return null;
}

/**
 * False while a prerendered page (issue 36) is drawn at build time and while the browser hydrates it,
 * then true: what the build cannot know, or what needs the JavaScript, waits for it. Pages rendered in
 * the browser from the start see true at once. A part hydrated later (inside Suspense) is drawn as the
 * build drew it, then redrawn, whenever it comes.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => running,
    () => false,
  );
