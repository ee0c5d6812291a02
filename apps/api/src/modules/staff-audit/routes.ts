import { AUDIT_PAGE_SIZE } from '@coaching/shared/constants';
import { auditPage, auditQuery } from '@coaching/shared/schemas/staff-audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffErrors } from '../../lib/staff-route-schemas.ts';
import { listAudit } from './audit-repository.ts';

export const staffAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Who read or changed which client record, and when (newest first, 50 a page)',
        querystring: auditQuery,
        response: { 200: auditPage, ...staffErrors },
      },
    },
    async (request, _reply) => {
      const rows = await listAudit(app.db, {
        clientId: request.query.client_id,
        staffId: request.query.staff_id,
        before: request.query.before,
      });
      const last = rows.at(-1);
      return {
        data: rows.map((r) => ({
          id: r.id,
          staff: { id: r.staffId, name: r.staffName },
          client:
            r.clientId === null
              ? null
              : {
                  id: r.clientId,
                  name:
                    r.clientFirstName === null
                      ? null
                      : `${r.clientFirstName} ${r.clientLastName ?? ''}`.trim(),
                },
          action: r.action,
          detail: r.detail,
          created_at: r.createdAt.toISOString(),
        })),
        next_before: rows.length === AUDIT_PAGE_SIZE && last ? last.id : null,
      };
    },
  );
};
