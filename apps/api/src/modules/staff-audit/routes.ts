import { AUDIT_PAGE_SIZE } from '@coaching/shared/constants';
import { auditActions, type auditFilter, auditPage, auditQuery } from '@coaching/shared/schemas/staff-audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffErrors } from '../../lib/staff-route-schemas.ts';
import { staffOf } from '../../plugins/auth.ts';
import { auditCsv } from './audit-csv.ts';
import { auditEntryOf } from './audit-entry.ts';
import { recordAudit } from './audit-repository.ts';
import { listAudit, listAuditActions } from './list-audit.ts';

/** The most rows one file holds, newest first: a narrower filter, or a second file with before=, for more. */
export const AUDIT_CSV_MAX_ROWS = 100_000;

const filterOf = (query: z.infer<typeof auditFilter>) => ({
  staffId: query.staff_id,
  clientId: query.client_id,
  targetStaffId: query.target_staff_id,
  action: query.action,
});

export const staffAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary:
          'Who read or changed which client record or staff account, and when (newest first, 50 a page)',
        description:
          'Filter by staff_id (who did it), client_id or target_staff_id (to whom) and action (exactly).',
        querystring: auditQuery,
        response: { 200: auditPage, ...staffErrors },
      },
    },
    async (request) => {
      const rows = await listAudit(app.db, { ...filterOf(request.query), before: request.query.before });
      const last = rows.at(-1);
      return {
        data: rows.map(auditEntryOf),
        next_before: rows.length === AUDIT_PAGE_SIZE && last ? last.id : null,
      };
    },
  );

  app.get(
    '/audit/actions',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'The actions the audit log holds, for its filter',
        response: { 200: auditActions, ...staffErrors },
      },
    },
    async () => ({ data: await listAuditActions(app.db) }),
  );

  app.get(
    '/audit.csv',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: `The audit log as a CSV file, with the page's filters (newest first, at most ${AUDIT_CSV_MAX_ROWS} rows)`,
        description: 'The download is itself audited, with its filters.',
        querystring: auditQuery,
        response: { 200: z.string(), ...staffErrors },
      },
    },
    async (request, reply) => {
      const filter = { ...filterOf(request.query), before: request.query.before };
      const rows = await listAudit(app.db, filter, AUDIT_CSV_MAX_ROWS);
      await recordAudit(app.db, {
        staffId: staffOf(request).staffId,
        action: 'exported audit log',
        detail: new URLSearchParams(
          Object.entries(request.query).map(([key, value]) => [key, String(value)]),
        ).toString(),
      });
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="audit-log-${day}.csv"`)
        .type('text/csv; charset=utf-8')
        .send(auditCsv(rows.map(auditEntryOf)));
    },
  );
};
