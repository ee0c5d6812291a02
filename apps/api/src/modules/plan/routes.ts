import { bctParams, bctProgress, planBct, planView } from '@coaching/shared/schemas/plan';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../lib/error-body.ts';
import { notFound } from '../../lib/http-errors.ts';
import { clientIdOf } from '../../plugins/auth.ts';
import { getPlan } from './get-plan.ts';
import { setBctProgress } from './plan-repository.ts';

export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/mlw/plan',
    {
      schema: {
        summary:
          'The client’s plan: goals, barriers, behaviour-change techniques, suggested articles and events',
        description: 'A client without a plan answers 404 {message: "Unable to find plan"}.',
        response: { 200: z.object({ data: planView }), 401: errorBody, 404: errorBody },
      },
    },
    async (request) => ({ data: await getPlan(app.db, clientIdOf(request)) }),
  );

  app.put(
    '/mlw/plan/:bctId',
    {
      schema: {
        summary: 'Rate progress on one behaviour-change technique of the client’s plan (1 to 5)',
        params: bctParams,
        body: bctProgress,
        response: { 200: z.object({ data: planBct }), 400: errorBody, 401: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const bct = await setBctProgress(
        app.db,
        clientIdOf(request),
        request.params.bctId,
        request.body.progress,
      );
      if (!bct) throw notFound('Behaviour-change technique not found in your plan');
      return { data: bct };
    },
  );
};
