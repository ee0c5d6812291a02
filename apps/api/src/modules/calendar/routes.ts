import { sessionParams } from '@coaching/shared/schemas/sessions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../lib/error-body.ts';
import { notFound } from '../../lib/http-errors.ts';
import { clientIdOf } from '../../plugins/auth.ts';
import { findCalendarSession } from './calendar-repository.ts';
import { sessionCalendar } from './session-calendar.ts';

export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/mlw/sessions/:id/calendar.ics',
    {
      schema: {
        summary: 'One of the client’s sessions as a calendar file (iCalendar, Europe/London)',
        params: sessionParams,
        response: { 200: z.string(), 400: errorBody, 401: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const session = await findCalendarSession(app.db, request.params.id, clientIdOf(request));
      if (!session) throw notFound('Session not found');
      return reply
        .header('content-disposition', `attachment; filename="session-${session.dueDate}.ics"`)
        .type('text/calendar; charset=utf-8')
        .send(sessionCalendar(app.config, session));
    },
  );
};
