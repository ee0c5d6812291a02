import { profile } from '@coaching/shared/schemas/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientIdOf } from '../../plugins/auth.ts';
import { findProfile } from './profile-repository.ts';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/mlw/me',
    {
      preHandler: app.requireClient,
      schema: { summary: 'The logged-in client’s profile', response: { 200: z.object({ data: profile }) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await findProfile(app.db, clientIdOf(request)) };
    },
  );
};
