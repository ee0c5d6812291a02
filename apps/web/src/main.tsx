import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers.tsx';
import { createRouter } from './app/router.tsx';
import './styles.css';

// zod compiles object parsers with `new Function` unless told not to; our Content-Security-Policy forbids
// eval, so every first parse would log a violation. zod reads this shared setting whenever it loads.
const zodShared = globalThis as { __zod_globalConfig?: object };
zodShared.__zod_globalConfig ??= {};
Object.assign(zodShared.__zod_globalConfig, { jitless: true });

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={createRouter()} />
      </Providers>
    </StrictMode>,
  );
}
