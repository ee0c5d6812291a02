import { clientBarrierChoice, clientBarriers } from '@coaching/shared/schemas/barriers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../lib/error-body.ts';
import { clientIdOf } from '../../plugins/auth.ts';
import { chooseBarriers, readClientBarriers } from './choose-barriers.ts';

const answer = { 200: z.object({ data: clientBarriers }), 400: errorBody, 401: errorBody };

export const barrierRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/mlw/barriers',
    {
      schema: {
        summary: 'What gets in the client’s way, and the common barriers they can choose for their goals',
        response: answer,
      },
    },
    async (request) => ({ data: await readClientBarriers(app.db, clientIdOf(request)) }),
  );

  app.put(
    '/mlw/barriers',
    {
      schema: {
        summary: 'Choose what gets in the way from the common list for the client’s goals',
        description:
          'Replaces the client’s earlier choice from the list; barriers their coach wrote stay. A key for a goal the client does not have answers 400.',
        body: clientBarrierChoice,
        response: answer,
      },
    },
    async (request) => ({
      data: await chooseBarriers(app.db, clientIdOf(request), request.body.common_keys),
    }),
  );
};
