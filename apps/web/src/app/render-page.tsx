import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouter, StaticRouterProvider } from 'react-router';
import { loadDashboardPage } from './home.tsx';
import { SignedInFrame } from './layouts/signed-in-frame.tsx';
import { Providers } from './providers.tsx';
import { routes } from './router.tsx';

/**
 * A page's HTML as the browser would first draw it signed out (issue 36), for the build to write into a
 * copy of index.html. The route's lazy screen is loaded first and prerender waits for every lazy part, so
 * the HTML holds the content, not a loading line. Queries do not run here: what they fetch is drawn loading.
 */
export async function renderPage(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} redirects instead of showing a page`);
  if (context.errors) throw new Error(`${path} fails: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const failures: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <Providers>
        {/* No hydration data: it would be an inline script, which the Content-Security-Policy forbids. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
    { onError: (error) => void failures.push(error) },
  );
  if (failures.length) throw new Error(`${path} cannot be prerendered`, { cause: failures[0] });
  return new Response(prelude).text();
}

/**
 * The signed-in frame at `/` (issue 36), for a client whose token the server cannot see: the browser
 * draws the same frame while the profile loads, over this HTML, so nothing moves.
 */
export async function renderSignedInFrame(): Promise<string> {
  // The frame's screen to come, and what asks for its data: loaded here so that the build names their
  // chunks in the frame's HTML, and the browser has them when the app starts.
  await Promise.all([loadDashboardPage(), import('../features/auth/api/get-dashboard.ts')]);
  const { prelude } = await prerender(
    <StaticRouter location="/">
      <SignedInFrame />
    </StaticRouter>,
  );
  return new Response(prelude).text();
}
