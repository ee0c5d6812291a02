import { existsSync, readFileSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const webDist = new URL('../../../web/dist', import.meta.url).pathname;

const escapeAttribute = (value: string) => value.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Serves the built web app. Any non-API GET that is not a file gets index.html, so client routes
 * load directly (HEAD answers the same without the body); the page carries SERVICE_PHONE and the
 * social links so the web app needs no request to show them.
 */
export const webAppPlugin = fp(async (app: FastifyInstance) => {
  const indexFile = `${webDist}/index.html`;
  const { servicePhone, facebookUrl, instagramUrl } = app.config;
  const page = existsSync(indexFile)
    ? readFileSync(indexFile, 'utf8')
        .replaceAll('__SERVICE_PHONE__', escapeAttribute(servicePhone))
        .replaceAll('__FACEBOOK_URL__', escapeAttribute(facebookUrl))
        .replaceAll('__INSTAGRAM_URL__', escapeAttribute(instagramUrl))
    : null;
  if (page) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      wildcard: false,
      setHeaders: (reply, path) => {
        reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      !/\.\w+$/.test(path);
    if (page && isPage) return reply.header('cache-control', 'no-cache').type('text/html').send(page);
    return reply.status(404).send({ message: `No such route: ${request.method} ${path}` });
  });
});
