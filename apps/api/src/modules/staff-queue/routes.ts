import { staffQueue } from '@coaching/shared/schemas/staff-queue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffErrors } from '../../lib/staff-route-schemas.ts';
import { staffOf } from '../../plugins/auth.ts';
import { buildQueue } from './build-queue.ts';

export const staffQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/queue',
    {
      onRequest: app.requireStaff,
      schema: {
        summary: 'Work waiting in the caller’s caseload: first chats, follow-up checks, closures, replies',
        response: { 200: z.object({ data: staffQueue }), ...staffErrors },
      },
    },
    async (request, _reply) => {
      return { data: await buildQueue(app.db, staffOf(request)) };
    },
  );
};
