import { todayIso } from '@coaching/shared/rules/dates';
import { selfLogAlerts, staffSelfLog } from '@coaching/shared/schemas/self-log-targets';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientParams, staffErrors } from '../../lib/staff-route-schemas.ts';
import { staffOf } from '../../plugins/auth.ts';
import { listSelfLogAlerts } from './alerts-repository.ts';
import { readStaffSelfLog } from './self-log-repository.ts';

/** Inside /staff/clients/:clientId: what the client logged between checks, for the progress tab. */
export const staffSelfLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/self-log',
    {
      config: { audit: 'viewed self-logging' },
      schema: {
        summary: 'Every entry the client logged, oldest first, and the targets on their plan',
        params: clientParams,
        response: { 200: z.object({ data: staffSelfLog }), ...staffErrors },
      },
    },
    async (request) => ({ data: await readStaffSelfLog(app.db, request.params.clientId) }),
  );
};

/** My day's two self-logging lists: the caller's own open clients, whatever their role. */
export const staffSelfLogAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/my-day/self-log',
    {
      onRequest: app.requireStaff,
      schema: {
        summary: 'The caller’s open clients who stopped logging, and those moving the wrong way',
        response: { 200: z.object({ data: selfLogAlerts }), ...staffErrors },
      },
    },
    async (request) => ({ data: await listSelfLogAlerts(app.db, staffOf(request).staffId, todayIso()) }),
  );
};
