import type { ErrorAnswer } from '@coaching/shared/schemas/errors';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import pino from 'pino';
import type { Config } from './config/load-config.ts';
import type { Database } from './db/client.ts';
import { describeRequest } from './lib/safe-log.ts';
import { devMailRoutes } from './modules/dev-mail/routes.ts';
import { apiModules } from './modules/index.ts';
import { devSchedulerRoutes } from './modules/scheduler/dev-routes.ts';
import { afterResponsePlugin } from './plugins/after-response.ts';
import { authPlugin } from './plugins/auth.ts';
import { dbPlugin } from './plugins/db.ts';
import { errorHandler } from './plugins/error-handler.ts';
import { idempotencyPlugin } from './plugins/idempotency.ts';
import { jsonBody } from './plugins/json-body.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { requestLog } from './plugins/request-log.ts';
import { responseSerializerCompiler } from './plugins/response-serializer.ts';
import { routeDefaults } from './plugins/route-defaults.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { webAppPlugin } from './plugins/web-app.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

/** A URL Fastify cannot decode never reaches the error handler: it is answered in the same form. */
const answerBadUrl = (_error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
  const answer: ErrorAnswer = { message: 'The address is not valid', code: 'INVALID_INPUT' };
  reply.code(400).send(answer);
};

/** Fastify's own options. One line per request is written by requestLog, not Fastify's two. */
export function serverOptions(config: Config): FastifyServerOptions {
  return {
    logger: {
      level: config.logLevel,
      serializers: { req: describeRequest },
      // Written as the stream can take them, not one blocking write a line: under load the lines of
      // many requests go in one write. pino writes what is left when the process exits.
      stream: pino.destination({ dest: 1, sync: false }),
    },
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 256 * 1024,
    trustProxy: config.trustProxy,
    ajv: { customOptions: { coerceTypes: false } },
    frameworkErrors: answerBadUrl,
  };
}

type Layer = { name: string; add: (app: FastifyInstance, database: Database) => PromiseLike<unknown> };

/**
 * What every request passes through before and after its route, in order. `npm run bench` adds them
 * one at a time to a `{ok: true}` route to show what each costs.
 */
export const GLOBAL_LAYERS: readonly Layer[] = [
  { name: 'request log', add: (app) => app.register(requestLog) },
  { name: 'security headers', add: (app) => app.register(securityHeaders) },
  {
    name: 'database, rate limits',
    add: (app, database) =>
      app.register(dbPlugin, { db: database.db, changes: database.changes }).register(rateLimitPlugin),
  },
  { name: 'error handler, JSON body', add: (app) => app.register(errorHandler).register(jsonBody) },
  { name: 'after-response', add: (app) => app.register(afterResponsePlugin) },
  { name: 'auth default, no-store', add: (app) => app.register(authPlugin).register(routeDefaults) },
  { name: 'idempotency', add: (app) => app.register(idempotencyPlugin) },
];

/** The API's own scope: answers over 1 KB compressed (docs/decisions.md, Performance). */
export const compressApi = (api: FastifyInstance) =>
  api.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });

export function newServer(config: Config): FastifyInstance {
  const app = Fastify(serverOptions(config)).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.decorate('config', config);
  return app;
}

export async function buildApp(config: Config, database: Database): Promise<FastifyInstance> {
  const app = newServer(config);
  for (const layer of GLOBAL_LAYERS) await layer.add(app, database);
  if (!config.production) {
    await app.register(swagger, {
      openapi: { info: { title: 'Coaching service API', version: '1.0.0' }, servers: [{ url: '/' }] },
      transform: jsonSchemaTransform,
    });
  }
  await app.register(
    async (api) => {
      await compressApi(api);
      for (const routes of apiModules) await api.register(routes);
      if (config.benchRoute)
        api.get('/bench/bare', { config: { access: 'public' }, schema: { hide: true } }, async () => ({
          ok: true,
        }));
      if (!config.production) {
        api.get('/docs', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
      }
    },
    { prefix: '/api' },
  );
  if (!config.production) {
    await app.register(devMailRoutes);
    await app.register(devSchedulerRoutes(config));
  }
  await app.register(webAppPlugin);
  return app;
}
