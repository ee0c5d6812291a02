import { useSyncExternalStore } from 'react';
import { listeners } from './listeners.ts';

// Set on every POST, PUT and DELETE, cleared when the call ends; never for GET (portal §4).
let inFlight = 0;
const readers = listeners();

export const loadingFlag = {
  start() {
    inFlight += 1;
    readers.notify();
  },
  stop() {
    inFlight = Math.max(0, inFlight - 1);
    readers.notify();
  },
};

export function useIsSaving(): boolean {
  return useSyncExternalStore(
    readers.subscribe,
    () => inFlight > 0,
    // Nothing is being saved while a prerendered page (issue 36) is drawn or hydrated.
    () => false,
  );
}
