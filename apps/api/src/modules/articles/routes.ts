import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listArticles } from './article-repository.ts';

export const article = z.object({
  id: z.number(),
  title: z.string(),
  intro: z.string(),
  image: z.string(),
  url: z.string(),
  published_at: z.number(),
});

export const articleRoutes: FastifyPluginAsyncZod = async (app) => {
  const list = { 200: z.object({ data: z.array(article) }) };
  app.get(
    '/articles',
    { schema: { summary: 'Public articles, newest first', response: list } },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { data: await listArticles(app.db) };
    },
  );
  app.get(
    '/mlw/articles',
    { preHandler: app.requireClient, schema: { summary: 'Articles for a logged-in client', response: list } },
    async (_req, reply) => {
      reply.header('cache-control', 'private, max-age=60');
      return { data: await listArticles(app.db) };
    },
  );
};
