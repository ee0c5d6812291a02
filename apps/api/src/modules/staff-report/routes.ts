import { commissionerReport, reportQuery } from '@coaching/shared/schemas/staff-report';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffErrors } from '../../lib/staff-route-schemas.ts';
import { buildReport } from './build-report.ts';
import { reportCsv } from './report-csv.ts';

/** The commissioner's outcome report (administrators): no personal data, as JSON or CSV. */
export const staffReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/report',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary:
          'Outcomes for a period: registrations, first chats, sessions, follow-ups, change from baseline',
        querystring: reportQuery,
        response: { 200: z.object({ data: commissionerReport }), ...staffErrors },
      },
    },
    async (request) => {
      return { data: await buildReport(app.db, request.query) };
    },
  );

  app.get(
    '/report.csv',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'The outcome report for a period as a CSV file',
        querystring: reportQuery,
        response: { 200: z.string(), ...staffErrors },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const csv = reportCsv(await buildReport(app.db, request.query));
      return reply
        .header('content-disposition', `attachment; filename="outcomes-${from}-to-${to}.csv"`)
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );
};
