import { okAnswer } from '@coaching/shared/schemas/ok-answer';
import { timePreferenceRequest } from '@coaching/shared/schemas/time-preference';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../lib/error-body.ts';
import { clientIdOf } from '../../plugins/auth.ts';
import { saveTimePreference } from './save-time-preference.ts';

export const timePreferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact/time-preference',
    {
      schema: {
        summary: 'Save the weekdays and times of day the client is free for a call',
        description:
          'Replaces the earlier choice; GET mlw/me shows it as contact_<day> and contact_<time> flags.',
        body: timePreferenceRequest,
        response: { 200: okAnswer, 400: errorBody, 401: errorBody },
      },
    },
    async (request) => {
      await saveTimePreference(app.db, clientIdOf(request), request.body.days, request.body.times);
      return { data: 'ok' as const };
    },
  );
};
