import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../lib/error-body.ts';
import { clientParams, staffErrors } from '../../lib/staff-route-schemas.ts';
import { staffOf } from '../../plugins/auth.ts';
import { closeClientAccount } from './close-client-account.ts';

/** Inside /staff/clients/:clientId. */
export const staffClosureRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/closure',
    {
      // The closure writes its own audit row, in its transaction.
      config: { audit: false },
      schema: {
        summary:
          'Action a closure request: erase personal data, keep pseudonymised statistics, end every login',
        description: 'What is kept and why: apps/api/src/modules/staff-closure/RETENTION.md.',
        params: clientParams,
        response: {
          200: z.object({ data: z.object({ status: z.literal('closed'), closed_at: z.string() }) }),
          ...staffErrors,
          409: errorBody,
        },
      },
    },
    async (request) => {
      const closedAt = await closeClientAccount(
        app.db,
        staffOf(request).staffId,
        request.params.clientId,
        app.config.servicePhone,
      );
      return { data: { status: 'closed' as const, closed_at: closedAt.toISOString() } };
    },
  );
};
