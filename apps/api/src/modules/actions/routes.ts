import { actionParams, actionView, updateAction } from '@coaching/shared/schemas/actions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../lib/error-body.ts';
import { notFound } from '../../lib/http-errors.ts';
import { clientIdOf } from '../../plugins/auth.ts';
import { listActions, setActionStatus } from './action-repository.ts';

export const actionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/mlw/actions',
    {
      schema: {
        summary: 'The actions the coach set for the client, soonest due first',
        response: { 200: z.object({ data: z.array(actionView) }), 401: errorBody },
      },
    },
    async (request) => ({ data: await listActions(app.db, clientIdOf(request)) }),
  );

  app.put(
    '/mlw/actions/:id',
    {
      schema: {
        summary: 'Mark one of the client’s actions complete or incomplete',
        params: actionParams,
        body: updateAction,
        response: { 200: z.object({ data: actionView }), 400: errorBody, 401: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const action = await setActionStatus(
        app.db,
        clientIdOf(request),
        request.params.id,
        request.body.status,
      );
      if (!action) throw notFound('Action not found');
      return { data: action };
    },
  );
};
