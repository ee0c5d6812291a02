import { messageView, sendMessage } from '@coaching/shared/schemas/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../lib/error-body.ts';
import { clientParams, staffErrors } from '../../lib/staff-route-schemas.ts';
import { staffOf } from '../../plugins/auth.ts';
import { listMessages } from '../messages/message-repository.ts';
import { markMessagesHandled } from './mark-messages-handled.ts';
import { sendCoachMessage } from './send-coach-message.ts';

const answer = { 200: z.object({ data: z.array(messageView) }), ...staffErrors, 409: errorBody };

/** Inside /staff/clients/:clientId: the same thread the client reads on /messages. */
export const staffMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/messages',
    {
      config: { audit: 'read messages' },
      schema: {
        summary: 'The message thread with the client, oldest first',
        params: clientParams,
        response: answer,
      },
    },
    async (request, _reply) => {
      return { data: await listMessages(app.db, request.params.clientId) };
    },
  );

  app.post(
    '/messages',
    {
      config: { audit: 'sent message', idempotent: true },
      schema: {
        summary: 'Send a message as the coach (the client sees it on the next poll, with a notification)',
        params: clientParams,
        body: sendMessage,
        response: answer,
      },
    },
    async (request) => {
      await sendCoachMessage(app.db, request.params.clientId, staffOf(request).staffId, request.body.message);
      return { data: await listMessages(app.db, request.params.clientId) };
    },
  );

  app.post(
    '/messages/handled',
    {
      config: { audit: 'marked messages handled' },
      schema: {
        summary: 'Mark the client’s waiting messages as needing no reply (they leave My day and the queue)',
        params: clientParams,
        response: answer,
      },
    },
    async (request) => {
      await markMessagesHandled(app.db, request.params.clientId, staffOf(request).staffId);
      return { data: await listMessages(app.db, request.params.clientId) };
    },
  );
};
