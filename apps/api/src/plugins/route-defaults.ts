import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who may call the route. Unset: a signed-in caller, checked in onRequest before the body is
     * read (staff under /api/staff, a client elsewhere). 'public': anyone. 'handler': the handler's
     * own query checks the token (GET mlw/me, the busiest call, does it in the same query).
     */
    access?: 'public' | 'handler';
    /** A Cache-Control for a successful answer of public content; everything else is no-store. */
    cacheControl?: string;
  }
}

/**
 * What every API route gets unless it opts out, so a new route is private and uncached without
 * having to remember it: authentication before parsing, and `Cache-Control: no-store` (personal and
 * health data must not be kept by browsers or proxies; polling still revalidates because the web app
 * holds the last ETag itself).
 */
export const routeDefaults = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.config?.access) return;
    const check: onRequestHookHandler = route.url.startsWith('/api/staff/')
      ? app.requireStaff
      : app.requireClient;
    const own = route.onRequest ?? [];
    route.onRequest = [check, ...(Array.isArray(own) ? own : [own])];
  });

  // Callback style, as every hook on every request: an async hook costs each request a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/')) {
      const opted = request.routeOptions.config?.cacheControl;
      const success = reply.statusCode === 200 || reply.statusCode === 304;
      reply.header('cache-control', opted && success ? opted : 'no-store');
    }
    done(null, payload);
  });
});
