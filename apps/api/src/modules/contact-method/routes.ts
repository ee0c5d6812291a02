import { contactMethodRequest } from '@coaching/shared/schemas/contact-method';
import { okAnswer } from '@coaching/shared/schemas/ok-answer';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../lib/error-body.ts';
import { clientIdOf } from '../../plugins/auth.ts';
import { saveContactMethod } from './save-contact-method.ts';

export const contactMethodRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact/method-preference',
    {
      schema: {
        summary: 'Save the preferred contact method: the option id of Phone Call or Email',
        body: contactMethodRequest,
        response: { 200: okAnswer, 400: errorBody, 401: errorBody },
      },
    },
    async (request) => {
      await saveContactMethod(app.db, clientIdOf(request), request.body.contact_method);
      return { data: 'ok' as const };
    },
  );
};
