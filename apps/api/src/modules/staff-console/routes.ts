import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffDataExportRoutes } from '../data-export/routes.ts';
import { staffProgressRoutes } from '../progress/routes.ts';
import { staffAccountRoutes } from '../staff-accounts/routes.ts';
import { staffActionRoutes } from '../staff-actions/routes.ts';
import { listReadAudit } from '../staff-audit/list-read-audit.ts';
import { staffAuditRoutes } from '../staff-audit/routes.ts';
import { staffAuthRoutes } from '../staff-auth/routes.ts';
import { staffAvailabilityRoutes } from '../staff-availability/routes.ts';
import { staffBarrierRoutes } from '../staff-barriers/routes.ts';
import { clientRecordScope } from '../staff-caseload/client-record-scope.ts';
import { staffCaseworkRoutes } from '../staff-casework/routes.ts';
import { staffClientListRoutes, staffClientRecordRoutes } from '../staff-clients/routes.ts';
import { staffClosureRoutes } from '../staff-closure/routes.ts';
import { staffContentRoutes } from '../staff-content/routes.ts';
import { staffDischargeRoutes } from '../staff-discharge/routes.ts';
import { staffInsightRoutes } from '../staff-insight/routes.ts';
import { staffMessageRoutes } from '../staff-messages/routes.ts';
import { staffMyDayRoutes } from '../staff-my-day/routes.ts';
import { staffLibraryRoutes, staffPlanRoutes } from '../staff-plans/routes.ts';
import { staffQueueRoutes } from '../staff-queue/routes.ts';
import { staffReportRoutes } from '../staff-report/routes.ts';
import { staffSelfLogReportRoutes } from '../staff-report/self-log-report-routes.ts';
import { staffSelfLogAlertRoutes, staffSelfLogRoutes } from '../staff-self-log/routes.ts';
import { staffSelfLogTargetRoutes } from '../staff-self-log/target-routes.ts';
import { staffSessionRoutes } from '../staff-sessions/routes.ts';

/**
 * The staff console's API, mounted under /api/staff. Routes of one client's record sit under
 * /clients/:clientId, where client-record-scope.ts checks role and caseload and writes the audit log;
 * reads of lists of clients elsewhere are audited by list-read-audit.ts.
 */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(
    async (staffApi) => {
      await listReadAudit(staffApi);
      await staffApi.register(staffAuthRoutes);
      await staffApi.register(staffQueueRoutes);
      await staffApi.register(staffMyDayRoutes);
      await staffApi.register(staffSelfLogAlertRoutes);
      await staffApi.register(staffClientListRoutes);
      await staffApi.register(staffLibraryRoutes);
      await staffApi.register(staffAvailabilityRoutes);
      await staffApi.register(staffInsightRoutes);
      await staffApi.register(staffContentRoutes);
      await staffApi.register(staffAccountRoutes);
      await staffApi.register(staffAuditRoutes);
      await staffApi.register(staffReportRoutes);
      await staffApi.register(staffSelfLogReportRoutes);
      await staffApi.register(
        async (record) => {
          await clientRecordScope(record);
          await record.register(staffClientRecordRoutes);
          await record.register(staffPlanRoutes);
          await record.register(staffBarrierRoutes);
          await record.register(staffSessionRoutes);
          await record.register(staffActionRoutes);
          await record.register(staffMessageRoutes);
          await record.register(staffClosureRoutes);
          await record.register(staffDischargeRoutes);
          await record.register(staffCaseworkRoutes);
          await record.register(staffProgressRoutes);
          await record.register(staffDataExportRoutes);
          await record.register(staffSelfLogRoutes);
          await record.register(staffSelfLogTargetRoutes);
        },
        { prefix: '/clients/:clientId' },
      );
    },
    { prefix: '/staff' },
  );
};
