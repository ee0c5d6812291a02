import {
  markNotificationSeen as markSeenBody,
  notificationParams,
  notificationView,
} from '@coaching/shared/schemas/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isNotModified, sendNotModified, weakEtag } from '../../lib/conditional-get.ts';
import { errorBody, notModified } from '../../lib/error-body.ts';
import { notFound } from '../../lib/http-errors.ts';
import { clientIdOf } from '../../plugins/auth.ts';
import { listNotifications, markNotificationSeen, notificationStamp } from './notification-repository.ts';

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/mlw/notifications',
    {
      schema: {
        summary: 'The client’s notifications, newest first (at most 100)',
        description:
          'Send If-None-Match with the last ETag: an unchanged list answers 304 with no body. ' +
          'The ETag changes when a notification is added or marked seen.',
        response: { 200: z.object({ data: z.array(notificationView) }), 304: notModified, 401: errorBody },
      },
    },
    async (request, reply) => {
      const clientId = clientIdOf(request);
      const etag = weakEtag('n', await notificationStamp(app.db, clientId));
      reply.header('etag', etag);
      if (isNotModified(request, etag)) return sendNotModified(reply);
      return { data: await listNotifications(app.db, clientId) };
    },
  );

  app.put(
    '/mlw/notifications/:id',
    {
      schema: {
        summary: 'Mark one of the client’s notifications seen',
        params: notificationParams,
        body: markSeenBody,
        response: {
          200: z.object({ data: notificationView }),
          400: errorBody,
          401: errorBody,
          404: errorBody,
        },
      },
    },
    async (request) => {
      const notification = await markNotificationSeen(app.db, clientIdOf(request), request.params.id);
      if (!notification) throw notFound('Notification not found');
      return { data: notification };
    },
  );
};
