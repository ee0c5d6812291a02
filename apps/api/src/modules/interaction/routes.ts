import { feedbackRequest, helpRequest } from '@coaching/shared/schemas/interaction';
import { okAnswer } from '@coaching/shared/schemas/ok-answer';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../lib/error-body.ts';
import { perBearerToken } from '../../lib/rate-limit-keys.ts';
import { clientIdOf } from '../../plugins/auth.ts';
import { insertHelpMessage } from './interaction-repository.ts';
import { submitFeedback } from './submit-feedback.ts';

const answers = { 200: okAnswer, 400: errorBody, 401: errorBody, 429: errorBody };
/** Plenty for a person; stops a script filling the staff inbox. */
const rateLimit = { max: 20, timeWindow: 60 * 60_000, keyGenerator: perBearerToken };

export const interactionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/interaction/feedback',
    {
      config: { rateLimit, idempotent: true },
      schema: {
        summary: 'Leave feedback: a topic, a rating from 1 to 5 (required for "experience") and comments',
        body: feedbackRequest,
        response: answers,
      },
    },
    async (request) => {
      await submitFeedback(app.db, clientIdOf(request), request.body);
      return { data: 'ok' as const };
    },
  );

  app.post(
    '/interaction/help',
    {
      config: { rateLimit, idempotent: true },
      schema: { summary: 'Send a help message to the service', body: helpRequest, response: answers },
    },
    async (request) => {
      await insertHelpMessage(app.db, { clientId: clientIdOf(request), message: request.body.message });
      return { data: 'ok' as const };
    },
  );
};
