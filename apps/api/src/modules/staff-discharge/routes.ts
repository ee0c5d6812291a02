import { okAnswer } from '@coaching/shared/schemas/ok-answer';
import { dischargeForm } from '@coaching/shared/schemas/staff-discharge';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../lib/error-body.ts';
import { clientParams, staffErrors } from '../../lib/staff-route-schemas.ts';
import { staffOf } from '../../plugins/auth.ts';
import { dischargeClient } from './discharge-client.ts';
import { reopenCase } from './reopen-case.ts';

/** Inside /staff/clients/:clientId: discharging a client, and (administrators) reopening the case. */
export const staffDischargeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/discharge',
    {
      // Both write their own audit row in their transaction, and say themselves why a closed case refuses.
      config: { audit: false, changesClosedCase: true },
      schema: {
        summary:
          'Discharge a client: close the case and keep the record (the client’s coach or an administrator)',
        description:
          'Unlike a closure request nothing is erased: the record is kept for RETENTION_YEARS after the ' +
          'discharge, then erased as a closure erases. Upcoming sessions are cancelled; the client is told ' +
          'once by their preferred channel. 409 if already discharged or closed, or a closure is requested.',
        params: clientParams,
        body: dischargeForm,
        response: {
          200: z.object({ data: z.object({ status: z.literal('discharged'), discharged_at: z.string() }) }),
          ...staffErrors,
          409: errorBody,
        },
      },
    },
    async (request) => {
      const at = await dischargeClient(
        app.db,
        app.config,
        staffOf(request),
        request.params.clientId,
        request.body,
      );
      return { data: { status: 'discharged' as const, discharged_at: at.toISOString() } };
    },
  );

  app.post(
    '/reopen',
    {
      onRequest: app.requireAdmin,
      config: { audit: false, changesClosedCase: true },
      schema: {
        summary: 'Administrators: open a discharged case again (audited with what the discharge was)',
        params: clientParams,
        response: { 200: okAnswer, ...staffErrors, 409: errorBody },
      },
    },
    async (request) => {
      await reopenCase(app.db, staffOf(request).staffId, request.params.clientId);
      return { data: 'ok' as const };
    },
  );
};
