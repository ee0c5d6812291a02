import { articleList } from '@coaching/shared/schemas/articles';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isNotModified, sendNotModified } from '../../lib/conditional-get.ts';
import { notModified } from '../../lib/error-body.ts';
import { articleListAnswer } from './article-list-answer.ts';

export const articleRoutes: FastifyPluginAsyncZod = async (app) => {
  const response = { 200: articleList, 304: notModified };

  // The answer goes out already serialized (a JSON string skips the route serializer); the schema
  // still describes it in the OpenAPI document.
  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const list = await articleListAnswer(app.db);
    reply.header('etag', list.etag);
    if (isNotModified(request, list.etag)) return sendNotModified(reply);
    return reply.type('application/json; charset=utf-8').send(list.body);
  };

  app.get(
    '/articles',
    {
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
      config: { cacheControl: 'private, max-age=60' },
      schema: { summary: 'Articles for a logged-in client', response },
    },
    answer,
  );
};
