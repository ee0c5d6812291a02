import { okAnswer } from '@coaching/shared/schemas/ok-answer';
import {
  pushDevice,
  pushDeviceParams,
  pushSettings,
  pushSubscriptionRequest,
  signedInBrowserRequest,
} from '@coaching/shared/schemas/push';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../lib/error-body.ts';
import { notFound } from '../../lib/http-errors.ts';
import { clientIdOf } from '../../plugins/auth.ts';
import {
  dismissSuggestion,
  isSuggestionDismissed,
  listDevices,
  releaseBrowserFromOthers,
  removeDevice,
} from './push-repository.ts';
import { subscribeDevice } from './subscribe-device.ts';

export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/mlw/push',
    {
      schema: {
        summary: 'The devices the client gets notifications on, and the key a browser subscribes with',
        response: { 200: z.object({ data: pushSettings }), 401: errorBody },
      },
    },
    async (request) => {
      const clientId = clientIdOf(request);
      return {
        data: {
          public_key: app.config.vapid.publicKey,
          devices: await listDevices(app.db, clientId),
          suggestion_dismissed: await isSuggestionDismissed(app.db, clientId),
        },
      };
    },
  );

  app.post(
    '/mlw/push/subscriptions',
    {
      schema: {
        summary: 'Turn notifications on for this browser (its PushSubscription as JSON)',
        description:
          'The endpoint must be a browser push service. Subscribing again from the same browser ' +
          'renews its keys; a browser another client turned on before now notifies this client only.',
        body: pushSubscriptionRequest,
        response: { 200: z.object({ data: pushDevice }), 400: errorBody, 401: errorBody },
      },
    },
    async (request) => {
      const clientId = clientIdOf(request);
      const id = await subscribeDevice(app.db, clientId, request.body, {
        userAgent: request.headers['user-agent'],
        production: app.config.production,
      });
      const device = (await listDevices(app.db, clientId)).find((d) => d.id === id);
      if (!device) throw notFound('Device not found');
      return { data: device };
    },
  );

  app.delete(
    '/mlw/push/subscriptions/:id',
    {
      schema: {
        summary: 'Stop notifications on one of the client’s devices',
        params: pushDeviceParams,
        response: {
          200: okAnswer,
          400: errorBody,
          401: errorBody,
          404: errorBody,
        },
      },
    },
    async (request) => {
      if (!(await removeDevice(app.db, clientIdOf(request), request.params.id)))
        throw notFound('Device not found');
      return { data: 'ok' as const };
    },
  );

  app.put(
    '/mlw/push/signed-in-browser',
    {
      schema: {
        summary: 'The client signed in on this browser: it stops notifying anyone who used it before',
        description:
          'Sent after each sign-in by a browser that has a push subscription. Notifications it was ' +
          'getting for another client stop; it notifies this client only once they turn them on.',
        body: signedInBrowserRequest,
        response: { 200: okAnswer, 400: errorBody, 401: errorBody },
      },
    },
    async (request) => {
      await releaseBrowserFromOthers(app.db, clientIdOf(request), request.body.endpoint);
      return { data: 'ok' as const };
    },
  );

  app.put(
    '/mlw/push/suggestion',
    {
      schema: {
        summary: 'Dismiss the one-time suggestion to turn notifications on',
        body: z.strictObject({}).nullish(),
        response: { 200: okAnswer, 400: errorBody, 401: errorBody },
      },
    },
    async (request) => {
      await dismissSuggestion(app.db, clientIdOf(request));
      return { data: 'ok' as const };
    },
  );
};
