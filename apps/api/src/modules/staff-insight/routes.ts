import { staffInsight } from '@coaching/shared/schemas/staff-insight';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffErrors } from '../../lib/staff-route-schemas.ts';
import { staffOf } from '../../plugins/auth.ts';
import { buildInsight } from './build-insight.ts';

export const staffInsightRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/insight',
    {
      onRequest: app.requireStaff,
      schema: {
        summary: 'Clients per goal and stage, and which techniques clients rate most helpful',
        response: { 200: z.object({ data: staffInsight }), ...staffErrors },
      },
    },
    async (request, _reply) => {
      return { data: await buildInsight(app.db, staffOf(request)) };
    },
  );
};
