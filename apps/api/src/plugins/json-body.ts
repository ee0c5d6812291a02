import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Calls whose payload the specs call "empty" or "none" (PUT mlw/close, PUT mlw/notifications/{id},
 * DELETE mlw/sessions/{id}) still arrive labelled as JSON from clients that send that header on
 * every request. An empty JSON body is read as no body, so the route's schema decides: those routes
 * accept it, and routes that need fields answer 400 naming them. Anything else is parsed as before.
 */
export const jsonBody = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') return done(null, undefined);
    parseJson(request, text, done);
  });
});
