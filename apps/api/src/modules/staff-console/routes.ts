import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffAuthRoutes } from '../staff-auth/routes.ts';
import { clientRecordScope } from '../staff-caseload/client-record-scope.ts';
import { staffClientListRoutes, staffClientRecordRoutes } from '../staff-clients/routes.ts';
import { staffLibraryRoutes, staffPlanRoutes } from '../staff-plans/routes.ts';
import { staffQueueRoutes } from '../staff-queue/routes.ts';

/** The staff console's API: every staff area, mounted under /api/staff. */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(
    async (staffApi) => {
      await staffApi.register(staffAuthRoutes);
      await staffApi.register(staffClientListRoutes);
      await staffApi.register(staffQueueRoutes);
      await staffApi.register(staffLibraryRoutes);
      await staffApi.register(
        async (record) => {
          await clientRecordScope(record);
          await record.register(staffClientRecordRoutes);
          await record.register(staffPlanRoutes);
        },
        { prefix: '/clients/:clientId' },
      );
    },
    { prefix: '/staff' },
  );
};
