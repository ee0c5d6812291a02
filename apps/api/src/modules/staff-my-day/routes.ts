import { myDay, myDayQuery } from '@coaching/shared/schemas/staff-my-day';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentEtag, isNotModified, sendNotModified } from '../../lib/conditional-get.ts';
import { notModified } from '../../lib/error-body.ts';
import { staffErrors } from '../../lib/staff-route-schemas.ts';
import { isBackgroundRequest, staffOf } from '../../plugins/auth.ts';
import { recordAudit } from '../staff-audit/audit-repository.ts';
import { buildMyDay, MY_DAY_READ } from './build-my-day.ts';

export const staffMyDayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/my-day',
    {
      onRequest: app.requireStaff,
      schema: {
        summary:
          'The caller’s working day: today’s sessions, missed ones, first chats, messages, actions, quiet clients',
        description:
          'Polled by the console: send If-None-Match with the last ETag and an unchanged day answers 304. ' +
          'A poll (X-Background-Refresh) is written to the audit log only when its answer changed.',
        querystring: myDayQuery,
        response: { 200: z.object({ data: myDay }), 304: notModified, ...staffErrors },
      },
    },
    async (request, reply) => {
      const caller = staffOf(request);
      const background = isBackgroundRequest(request);
      const data = await buildMyDay(app.db, caller, request.query.quiet_days, { audited: !background });
      const etag = contentEtag('d', data);
      reply.header('etag', etag);
      if (isNotModified(request, etag)) return sendNotModified(reply);
      if (background) await recordAudit(app.db, { staffId: caller.staffId, clientId: null, ...MY_DAY_READ });
      return { data };
    },
  );
};
