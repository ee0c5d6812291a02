import { progress, staffProgress } from '@coaching/shared/schemas/progress';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../lib/error-body.ts';
import { clientParams, staffErrors } from '../../lib/staff-route-schemas.ts';
import { clientIdOf } from '../../plugins/auth.ts';
import { listProgressChecks, listTechniqueRatings } from './progress-repository.ts';

export const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/mlw/progress',
    {
      schema: {
        summary: 'The client’s measures at the first check and every follow-up, oldest first',
        response: { 200: z.object({ data: progress }), 401: errorBody },
      },
    },
    async (request) => {
      return { data: { checks: await listProgressChecks(app.db, clientIdOf(request)) } };
    },
  );
};

/** Inside /staff/clients/:clientId: the same, plus the client's technique ratings over time. */
export const staffProgressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/progress',
    {
      config: { audit: 'viewed progress' },
      schema: {
        summary: 'A client’s measures over time and their technique ratings over time',
        params: clientParams,
        response: { 200: z.object({ data: staffProgress }), ...staffErrors },
      },
    },
    async (request) => {
      const { clientId } = request.params;
      const [checks, techniques] = await Promise.all([
        listProgressChecks(app.db, clientId),
        listTechniqueRatings(app.db, clientId),
      ]);
      return { data: { checks, techniques } };
    },
  );
};
