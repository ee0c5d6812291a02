import {
  messagePageQuery,
  messagePlanParams,
  messageView,
  sendMessage as sendMessageBody,
} from '@coaching/shared/schemas/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isNotModified, sendNotModified } from '../../lib/conditional-get.ts';
import { errorBody, notModified } from '../../lib/error-body.ts';
import { unauthorized } from '../../lib/http-errors.ts';
import { clientIdOf } from '../../plugins/auth.ts';
import { chatPolls } from './chat-poll.ts';
import { readMessages, readOlderMessages } from './read-messages.ts';
import { sendMessage } from './send-message.ts';

export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const chatPollOf = chatPolls(app);
  app.get(
    '/mlw/messages',
    {
      // The poll below checks the token in its own query (as GET mlw/me does).
      config: { access: 'handler' },
      schema: {
        summary: 'The chat with the coach, oldest first: the latest 50, or the 50 before a message',
        description:
          'Polled every 5 seconds: send If-None-Match with the last ETag and an unchanged chat answers ' +
          '304 with no body. `before=<message id>` answers the page before that message (no ETag); a ' +
          'page of fewer than 50 is the oldest. Reading a page marks the coach’s messages in it, and ' +
          'their notifications, seen; user_seen in the answer is the state before this read.',
        querystring: messagePageQuery,
        response: {
          200: z.object({ data: z.array(messageView) }),
          304: notModified,
          400: errorBody,
          401: errorBody,
        },
      },
    },
    async (request, reply) => {
      const poll = await chatPollOf(request);
      if (!poll) throw unauthorized();
      const { before } = request.query;
      if (before !== undefined) return { data: await readOlderMessages(app.db, poll.clientId, before) };
      const read = await readMessages(app.db, poll, (etag) => isNotModified(request, etag));
      reply.header('etag', read.etag);
      if (read.data === null) return sendNotModified(reply);
      return { data: read.data };
    },
  );

  app.post(
    '/mlw/messages/:planId',
    {
      config: { idempotent: true },
      schema: {
        summary: 'Send a message to the coach; planId is the client’s own plan id',
        description: 'Only plans at service level 2 or 3 include messaging (403 otherwise).',
        params: messagePlanParams,
        body: sendMessageBody,
        response: {
          201: z.object({ data: messageView }),
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
        },
      },
    },
    async (request, reply) => {
      const message = await sendMessage(
        app.db,
        clientIdOf(request),
        request.params.planId,
        request.body.message,
      );
      return reply.code(201).send({ data: message });
    },
  );
};
