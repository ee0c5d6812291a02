import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const webDist = new URL('../../../web/dist', import.meta.url).pathname;

/** Serves the built web app; any unknown non-API GET gets index.html so client routes load directly. */
export const webAppPlugin = fp(async (app: FastifyInstance) => {
  const built = existsSync(`${webDist}/index.html`);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      setHeaders: (reply, path) => {
        reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (built && request.method === 'GET' && !path.startsWith('/api/') && !path.startsWith('/assets/')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ message: `No such route: ${request.method} ${path}` });
  });
});
