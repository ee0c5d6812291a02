import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OPENING_HOURS, SIGNED_IN_FRAME_FILE, SIGNED_IN_HINT_COOKIE } from '@coaching/shared/constants';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Precompressed, precompress, sendPrecompressed } from '../lib/precompressed.ts';

const escapeAttribute = (value: string) => value.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

// Helmet's policies for documents (what a page may load, frame, refer): on a script or style sheet they
// do nothing, and they are about 650 bytes on each of the first load's files. nosniff and CORP stay.
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

function sendPage(page: Precompressed, request: FastifyRequest, reply: FastifyReply, varyByCookie = false) {
  reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
  return sendPrecompressed(request, reply, page, varyByCookie ? ['cookie'] : []);
}

const SIGNED_IN = new RegExp(`(?:^|;\\s*)${SIGNED_IN_HINT_COOKIE}=1(?:;|$)`);
const saysSignedIn = (request: FastifyRequest) => SIGNED_IN.test(request.headers.cookie ?? '');

/** The pages the web build drew to HTML (issue 36): dist/prerendered/register.html is /register, index.html is /. */
function prerenderedPaths(webDist: string): Map<string, string> {
  const dir = join(webDist, 'prerendered');
  if (!existsSync(dir)) return new Map();
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'));
  return new Map(
    files.map((file) => {
      const path = `/${file.replace(/\\/g, '/').replace(/\.html$/, '')}`;
      return [path === '/index' ? '/' : path, `prerendered/${file}`];
    }),
  );
}

/**
 * Serves the built web app from config.webDistDir. Any non-API GET that is not a file gets
 * index.html, so client routes load directly (HEAD answers the same without the body); the page
 * carries SERVICE_PHONE and the social links so the web app needs no request to show them. The build
 * writes `.br` and `.gz` beside each asset; index.html is filled in here, so it is compressed once at
 * start-up. A prerendered public page is sent in place of index.html for its own path (without a
 * query string, which may ask for what the build did not draw), filled in and compressed the same way.
 * `/` is the sign-in page or the dashboard: a browser whose web app says a client is signed in
 * (SIGNED_IN_HINT_COOKIE) gets the dashboard's signed-in frame, everyone else the sign-in page.
 */
export const webAppPlugin = fp(async (app: FastifyInstance) => {
  const webDist = app.config.webDistDir;
  const { servicePhone, facebookUrl, instagramUrl } = app.config;
  const filledPage = async (name: string) => {
    const file = join(webDist, name);
    if (!existsSync(file)) return null;
    return precompress(
      readFileSync(file, 'utf8')
        .replaceAll('__SERVICE_PHONE_TEL__', escapeAttribute(servicePhone.replace(/[^\d+]/g, '')))
        .replaceAll('__SERVICE_PHONE__', escapeAttribute(servicePhone))
        .replaceAll('__OPENING_HOURS__', escapeAttribute(OPENING_HOURS))
        .replaceAll('__FACEBOOK_URL__', escapeAttribute(facebookUrl))
        .replaceAll('__INSTAGRAM_URL__', escapeAttribute(instagramUrl)),
    );
  };
  const page = await filledPage('index.html');
  const prerendered = new Map<string, Precompressed>();
  for (const [path, file] of prerenderedPaths(webDist)) {
    const filled = await filledPage(file);
    if (filled) prerendered.set(path, filled);
  }
  const signedInFrame = await filledPage(SIGNED_IN_FRAME_FILE);
  // What the service worker shows when a page cannot load (issue 32); it keeps a copy from install.
  const offlinePage = await filledPage('offline.html');
  if (page) {
    await app.register(async (files) => {
      files.addHook('onSend', async (request, reply, payload) => {
        if (/\.(js|css)$/.test(request.url))
          for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
        return payload;
      });
      await files.register(fastifyStatic, {
        root: webDist,
        index: false,
        wildcard: false,
        preCompressed: true,
        // Otherwise send's own `max-age=0` replaces the header set below.
        cacheControl: false,
        allowedPath: (path) =>
          path !== '/index.html' &&
          path !== '/offline.html' &&
          path !== `/${SIGNED_IN_FRAME_FILE}` &&
          !path.startsWith('/prerendered/'),
        setHeaders: (response, path) => {
          response.setHeader('vary', 'accept-encoding');
          response.setHeader(
            'cache-control',
            path.includes('/assets/')
              ? 'public, max-age=31536000, immutable'
              : // A new service worker must be seen at once: it is what offers the new version.
                /\/sw\.js(\.br|\.gz)?$/.test(path)
                ? 'no-cache'
                : 'public, max-age=3600',
          );
        },
      });
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      !/\.\w+$/.test(path);
    if (page && isPage) {
      if (path === '/' && signedInFrame && !request.url.includes('?')) {
        const home = saysSignedIn(request) ? signedInFrame : prerendered.get('/');
        return sendPage(home ?? page, request, reply, true);
      }
      const drawn = request.url.includes('?') ? undefined : prerendered.get(path);
      return sendPage(drawn ?? page, request, reply);
    }
    if (offlinePage && path === '/offline.html') return sendPage(offlinePage, request, reply);
    return reply.status(404).send({ message: `No such route: ${request.method} ${path}`, code: 'NOT_FOUND' });
  });
});
