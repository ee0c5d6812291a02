import { PATHWAY_SLUGS } from '@coaching/shared/constants';
import { pathwaysRequest } from '@coaching/shared/schemas/pathways';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../lib/error-body.ts';
import { clientIdOf } from '../../plugins/auth.ts';
import { updatePathways } from './update-pathways.ts';

export const pathwayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/mlw/pathways',
    {
      schema: {
        summary: 'Replace the goals the client wants help with',
        description: 'Answers the saved goals, in the usual order.',
        body: pathwaysRequest,
        response: {
          200: z.object({ data: z.object({ pathways: z.array(z.enum(PATHWAY_SLUGS)) }) }),
          400: errorBody,
          401: errorBody,
        },
      },
    },
    async (request) => ({
      data: { pathways: await updatePathways(app.db, clientIdOf(request), request.body.pathways) },
    }),
  );
};
