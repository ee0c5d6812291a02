import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../lib/http-errors.ts';
import { hasBearerToken } from './auth.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who may call the route. Unset: a signed-in caller, checked in onRequest before the body is
     * read (staff under /api/staff, a client elsewhere). 'public': anyone. 'handler': the handler's
     * own query checks the token (GET mlw/me, the busiest call, does it in the same query); a request
     * with no token at all is still refused before its query string or body is read.
     */
    access?: 'public' | 'handler';
    /** A Cache-Control for a successful answer of public content; everything else is no-store. */
    cacheControl?: string;
  }
}

const checkOf = (app: FastifyInstance, url: string): onRequestHookHandler =>
  url.startsWith('/api/staff/') ? app.requireStaff : app.requireClient;

/**
 * A route whose handler checks the token still refuses a request without one before reading its query
 * or body: no token answers 401, whatever else is wrong with the request. No query, no hash: the busiest
 * routes use it.
 */
const tokenPresent: onRequestHookHandler = (request, _reply, done) =>
  done(hasBearerToken(request) ? undefined : unauthorized());

/**
 * What every API route gets unless it opts out, so a new route is private and uncached without
 * having to remember it: authentication before parsing, and `Cache-Control: no-store` (personal and
 * health data must not be kept by browsers or proxies; polling still revalidates because the web app
 * holds the last ETag itself).
 */
export const routeDefaults = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.config?.access === 'public') return;
    const check = route.config?.access === 'handler' ? tokenPresent : checkOf(app, route.url);
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
