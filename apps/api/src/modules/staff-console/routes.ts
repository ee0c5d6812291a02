import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffAuthRoutes } from '../staff-auth/routes.ts';

/** The staff console's API: every staff area, mounted under /api/staff. */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(
    async (staffApi) => {
      await staffApi.register(staffAuthRoutes);
    },
    { prefix: '/staff' },
  );
};
