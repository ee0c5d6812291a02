import { useSyncExternalStore } from 'react';

const nothingToFollow = () => () => {};

/**
 * False while a prerendered page (issue 36) is drawn at build time and while the browser hydrates it,
 * then true: what the build cannot know, or what needs the JavaScript, waits for it. Pages rendered in
 * the browser from the start see true at once.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    nothingToFollow,
    () => true,
    () => false,
  );
