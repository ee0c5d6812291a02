import { selfLogReport } from '@coaching/shared/schemas/self-log-report';
import { reportQuery } from '@coaching/shared/schemas/staff-report';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffErrors } from '../../lib/staff-route-schemas.ts';
import { buildSelfLogReport } from './build-self-log-report.ts';

/** Self-logging's part of the outcome report (administrators), for the same period as the rest. */
export const staffSelfLogReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/report/self-log',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary:
          'Self-logging for a period: who kept logging in their first 12 weeks, and self-reported change',
        querystring: reportQuery,
        response: { 200: z.object({ data: selfLogReport }), ...staffErrors },
      },
    },
    async (request) => ({ data: await buildSelfLogReport(app.db, request.query) }),
  );
};
