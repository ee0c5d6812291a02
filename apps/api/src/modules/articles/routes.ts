import { articleList } from '@coaching/shared/schemas/articles';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isNotModified, sendNotModified } from '../../lib/conditional-get.ts';
import { notModified } from '../../lib/error-body.ts';
import { sendPrecompressed } from '../../lib/precompressed.ts';
import { articleListAnswer } from './article-list-answer.ts';

export const articleRoutes: FastifyPluginAsyncZod = async (app) => {
  const response = { 200: articleList, 304: notModified };

  // The answer goes out already serialized and compressed (a Buffer skips the route serializer, and
  // the routes opt out of compressing each answer again); the schema still describes it in the
  // OpenAPI document.
  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const list = await articleListAnswer(app.db);
    reply.header('etag', list.etag);
    if (isNotModified(request, list.etag)) return sendNotModified(reply);
    return sendPrecompressed(request, reply.type('application/json; charset=utf-8'), list.body);
  };

  app.get(
    '/articles',
    {
      compress: false,
      config: { access: 'public', cacheControl: 'public, max-age=60' },
      schema: {
        summary: 'Public articles, newest first',
        description: 'Carries an ETag: send it back in If-None-Match and an unchanged list answers 304.',
        response,
      },
    },
    answer,
  );
  app.get(
    '/mlw/articles',
    // The same list as the public one: nothing personal in it.
    {
      compress: false,
      config: { cacheControl: 'private, max-age=60' },
      schema: { summary: 'Articles for a logged-in client', response },
    },
    answer,
  );
};
