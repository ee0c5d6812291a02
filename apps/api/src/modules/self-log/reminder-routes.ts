import { selfLogReminder, selfLogReminderRequest } from '@coaching/shared/schemas/self-log';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../lib/error-body.ts';
import { clientIdOf } from '../../plugins/auth.ts';
import { findLogReminder, saveLogReminder } from './log-reminder-repository.ts';

export const selfLogReminderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/mlw/self-log/reminder',
    {
      schema: {
        summary: 'The weekly reminder to record: off, or its weekday (1 Monday to 7 Sunday) and time of day',
        response: { 200: z.object({ data: selfLogReminder }), 401: errorBody },
      },
    },
    async (request) => ({ data: await findLogReminder(app.db, clientIdOf(request)) }),
  );

  app.put(
    '/mlw/self-log/reminder',
    {
      schema: {
        summary: 'Turn the weekly reminder to record on (a weekday and time of day) or off',
        description: 'Sent by the client’s reminder channel, only in a week with nothing recorded by then.',
        body: selfLogReminderRequest,
        response: { 200: z.object({ data: selfLogReminder }), 400: errorBody, 401: errorBody },
      },
    },
    async (request) => {
      const clientId = clientIdOf(request);
      await saveLogReminder(app.db, clientId, request.body);
      return { data: await findLogReminder(app.db, clientId) };
    },
  );
};
