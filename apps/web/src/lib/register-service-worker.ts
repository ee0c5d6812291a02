import { appUpdate } from './app-update.ts';

/**
 * Registers /sw.js once the page has loaded, so it never competes with the first load. A new
 * version found waiting while an older one controls the page is offered by the notice; taking it
 * reloads every open page once the new worker is in control.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.register('/sw.js');
  const offerWhenInstalled = (worker: ServiceWorker | null) => {
    if (!worker) return;
    const offer = () => {
      if (worker.state === 'installed' && navigator.serviceWorker.controller) appUpdate.offer(worker);
    };
    offer();
    worker.addEventListener('statechange', offer);
  };
  offerWhenInstalled(registration.waiting);
  registration.addEventListener('updatefound', () => offerWhenInstalled(registration.installing));
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloading || !appUpdate.waiting()) return;
    reloading = true;
    window.location.reload();
  });
}
