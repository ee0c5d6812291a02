import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config/load-config.ts';

/**
 * The headers helmet sets for these options. None of ours depends on the request (no nonces, no
 * per-request directives), so they are worked out once: @fastify/helmet built helmet's middleware and
 * parsed the policy again on every request.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

export function securityHeaderOptions(config: Config): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        styleSrc: ["'self'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: config.production ? [] : null,
      },
    },
    // HTTPS only in production: on a developer's http://localhost it would lock the browser out.
    strictTransportSecurity: config.production,
  };
}

/** Helmet's headers on every answer (pages, files, API answers, errors and refusals). */
export const securityHeaders = fp(async (app: FastifyInstance) => {
  const headers = helmetHeaders(securityHeaderOptions(app.config));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
