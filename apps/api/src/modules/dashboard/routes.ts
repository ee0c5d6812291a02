import { dashboard } from '@coaching/shared/schemas/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../lib/error-body.ts';
import { unauthorized } from '../../lib/http-errors.ts';
import { bearerHash } from '../../plugins/auth.ts';
import { loadDashboard } from './load-dashboard.ts';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/mlw/dashboard',
    {
      // As GET mlw/me: the profile query checks the token, so a staff token finds no client.
      config: { access: 'handler' },
      schema: {
        summary: 'The signed-in dashboard’s data in one answer',
        description:
          'Each member is what its own call answers in `data`: me (GET mlw/me), sessions, notifications, ' +
          'self_log (GET mlw/self-log without from and to) and articles. Later refreshes use those calls.',
        response: { 200: z.object({ data: dashboard }), 401: errorBody },
      },
    },
    async (request) => {
      const hash = bearerHash(request);
      const data = hash ? await loadDashboard(app.db, hash) : null;
      if (!data) throw unauthorized();
      return { data };
    },
  );
};
