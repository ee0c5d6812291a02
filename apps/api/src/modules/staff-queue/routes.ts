import { staffQueue, waitingCount } from '@coaching/shared/schemas/staff-queue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isNotModified, sendNotModified } from '../../lib/conditional-get.ts';
import { notModified } from '../../lib/error-body.ts';
import { staffErrors } from '../../lib/staff-route-schemas.ts';
import { staffOf } from '../../plugins/auth.ts';
import { buildQueue } from './build-queue.ts';
import { countWaiting } from './count-waiting.ts';

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

  app.get(
    '/waiting',
    {
      onRequest: app.requireStaff,
      schema: {
        summary: 'How many clients in the caller’s caseload wait for a reply (the console header’s count)',
        description:
          'Polled: send If-None-Match with the last ETag; unchanged answers 304. Send X-Background-Refresh ' +
          'so the poll does not keep an idle session alive.',
        response: { 200: z.object({ data: waitingCount }), 304: notModified, ...staffErrors },
      },
    },
    async (request, reply) => {
      const { etag, waiting } = await countWaiting(app.db, staffOf(request));
      reply.header('etag', etag);
      if (isNotModified(request, etag)) return sendNotModified(reply);
      return { data: { waiting } };
    },
  );
};
