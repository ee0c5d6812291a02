import { startApp } from './app/start-app.tsx';
import './styles.css';

// zod compiles object parsers with `new Function` unless told not to; our Content-Security-Policy forbids
// eval, so every first parse would log a violation. zod reads this shared setting whenever it loads.
const zodShared = globalThis as { __zod_globalConfig?: object };
zodShared.__zod_globalConfig ??= {};
Object.assign(zodShared.__zod_globalConfig, { jitless: true });

// After load, so the worker and what it keeps never compete with the first page (issue 32).
if (import.meta.env.PROD)
  window.addEventListener('load', () => {
    import('./lib/register-service-worker.ts')
      .then((worker) => worker.registerServiceWorker())
      .catch((error: unknown) => console.error('service worker not registered', error));
  });

const root = document.getElementById('root');
if (root) startApp(root).catch((error: unknown) => console.error('the page did not start', error));
