import { useSyncExternalStore } from 'react';

// Set on every POST, PUT and DELETE, cleared when the call ends; never for GET (portal §4).
let inFlight = 0;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export const loadingFlag = {
  start() {
    inFlight += 1;
    notify();
  },
  stop() {
    inFlight = Math.max(0, inFlight - 1);
    notify();
  },
};

export function useIsSaving(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => inFlight > 0,
    // Nothing is being saved while a prerendered page (issue 36) is drawn or hydrated.
    () => false,
  );
}
