import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
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
import { responseSerializerCompiler } from './plugins/response-serializer.ts';
import { routeDefaults } from './plugins/route-defaults.ts';
import { webAppPlugin } from './plugins/web-app.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export async function buildApp(config: Config, db: Db): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, serializers: { req: describeRequest } },
    bodyLimit: 256 * 1024,
    trustProxy: config.trustProxy,
    ajv: { customOptions: { coerceTypes: false } },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.decorate('config', config);
  // A 304 carries no body; without this the serialized `null` leaves a Content-Length of 4 that
  // strict HTTP clients wait for.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode !== 304) return payload;
    reply.removeHeader('content-type');
    return '';
  });

  await app.register(helmet, {
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
    strictTransportSecurity: config.production,
  });
  await app.register(dbPlugin, { db });
  await app.register(rateLimitPlugin);
  await app.register(errorHandler);
  await app.register(jsonBody);
  if (!config.production) {
    await app.register(swagger, {
      openapi: { info: { title: 'Coaching service API', version: '1.0.0' }, servers: [{ url: '/' }] },
      transform: jsonSchemaTransform,
    });
  }
  await app.register(afterResponsePlugin);
  await app.register(authPlugin);
  await app.register(routeDefaults);
  await app.register(idempotencyPlugin);

  await app.register(
    async (api) => {
      // Answers over 1 KB (lists, plans, the articles) go out brotli or gzip at a fast level; small
      // answers and 304s stay as they are (docs/decisions.md, Performance).
      await api.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
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
