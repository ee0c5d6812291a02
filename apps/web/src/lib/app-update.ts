import { listeners } from './listeners.ts';

/**
 * A new version of the site waiting to take over (issue 32): the service worker registration sets it,
 * the "new version ready" notice reads it. Kept apart from the registration, which loads after the
 * page, so the notice costs the first load almost nothing.
 */
let waiting: ServiceWorker | null = null;
const readers = listeners();

export const appUpdate = {
  subscribe: readers.subscribe,
  waiting: () => waiting,
  offer(worker: ServiceWorker) {
    waiting = worker;
    readers.notify();
  },
};
