import { myDay, myDayQuery } from '@coaching/shared/schemas/staff-my-day';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffErrors } from '../../lib/staff-route-schemas.ts';
import { staffOf } from '../../plugins/auth.ts';
import { buildMyDay } from './build-my-day.ts';

export const staffMyDayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/my-day',
    {
      onRequest: app.requireStaff,
      schema: {
        summary:
          'The caller’s working day: today’s sessions, missed ones, first chats, messages, actions, quiet clients',
        querystring: myDayQuery,
        response: { 200: z.object({ data: myDay }), ...staffErrors },
      },
    },
    async (request) => {
      const data = await buildMyDay(app.db, staffOf(request), request.query.quiet_days);
      return { data };
    },
  );
};
