import { reminderSettings, reminderSettingsRequest } from '@coaching/shared/schemas/reminders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../lib/error-body.ts';
import { unauthorized } from '../../lib/http-errors.ts';
import { clientIdOf } from '../../plugins/auth.ts';
import {
  describeSettings,
  findReminderContact,
  saveReminderSettings,
} from './reminder-settings-repository.ts';

export const reminderRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = async (clientId: number) => {
    const contact = await findReminderContact(app.db, clientId);
    if (!contact) throw unauthorized();
    return { data: describeSettings(contact) };
  };

  app.get(
    '/mlw/reminders',
    {
      schema: {
        summary: 'How the client wants session reminders and follow-up invitations: e-mail, text',
        response: { 200: z.object({ data: reminderSettings }), 401: errorBody },
      },
    },
    (request) => read(clientIdOf(request)),
  );

  app.put(
    '/mlw/reminders',
    {
      schema: {
        summary: 'Turn reminders on or off per channel',
        body: reminderSettingsRequest,
        response: { 200: z.object({ data: reminderSettings }), 400: errorBody, 401: errorBody },
      },
    },
    async (request) => {
      const clientId = clientIdOf(request);
      await saveReminderSettings(app.db, clientId, request.body);
      return read(clientId);
    },
  );
};
