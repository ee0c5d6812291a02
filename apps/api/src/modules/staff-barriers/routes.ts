import { coachBarrierForm, staffBarrier } from '@coaching/shared/schemas/barriers';
import { id } from '@coaching/shared/schemas/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../lib/error-body.ts';
import { clientParams, staffErrors } from '../../lib/staff-route-schemas.ts';
import { addCoachBarrier, removeBarrier } from './edit-barriers.ts';
import { suggestForBarriers } from './suggest-for-barriers.ts';

const answer = { 200: z.object({ data: z.array(staffBarrier) }), ...staffErrors, 409: errorBody };
const barrierParams = clientParams.extend({ barrierId: id });

/** Inside /staff/clients/:clientId. Every change answers the barriers with their suggestions. */
export const staffBarrierRoutes: FastifyPluginAsyncZod = async (app) => {
  const barriers = async (clientId: number) => ({ data: await suggestForBarriers(app.db, clientId) });

  app.get(
    '/barriers',
    {
      config: { audit: 'viewed barriers' },
      schema: {
        summary: 'What gets in the client’s way, each with up to three suggested techniques',
        description:
          'Suggestions target the barrier’s COM-B component first, then rank by this service’s mean rating for that component and pathway (from 10 ratings); techniques on the plan and retired ones are left out.',
        params: clientParams,
        response: answer,
      },
    },
    async (request) => barriers(request.params.clientId),
  );

  app.post(
    '/barriers',
    {
      config: { audit: 'added barrier' },
      schema: {
        summary: 'Add a barrier in the coach’s words, with its COM-B component and goal',
        description:
          'The goal is one the client registered with or one of their plan’s; any other answers 400 on `pathway`.',
        params: clientParams,
        body: coachBarrierForm,
        response: answer,
      },
    },
    async (request) => {
      await addCoachBarrier(app.db, request.params.clientId, request.body);
      return barriers(request.params.clientId);
    },
  );

  app.delete(
    '/barriers/:barrierId',
    {
      config: { audit: 'removed barrier' },
      schema: {
        summary: 'Remove a barrier (techniques added for it stay)',
        params: barrierParams,
        response: answer,
      },
    },
    async (request) => {
      await removeBarrier(app.db, request.params.clientId, request.params.barrierId);
      return barriers(request.params.clientId);
    },
  );
};
