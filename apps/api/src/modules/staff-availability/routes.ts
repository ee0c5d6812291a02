import {
  availabilityForm,
  availabilityQuery,
  availabilityView,
} from '@coaching/shared/schemas/staff-availability';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffOf } from '../../plugins/auth.ts';
import { staffErrors } from '../staff-console/route-schemas.ts';
import { readAvailability, saveAvailability } from './availability.ts';

export const staffAvailabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = { 200: z.object({ data: availabilityView }), ...staffErrors };

  app.get(
    '/availability',
    {
      onRequest: app.requireStaff,
      schema: {
        summary: 'A coach’s weekly time slots and the sessions booked in the next four weeks',
        querystring: availabilityQuery,
        response: answer,
      },
    },
    async (request) => ({ data: await readAvailability(app.db, staffOf(request), request.query.staff_id) }),
  );

  app.put(
    '/availability',
    {
      onRequest: app.requireStaff,
      schema: {
        summary: 'Replace a coach’s weekly time slots (the reschedule calendar offers only these)',
        body: availabilityForm,
        response: answer,
      },
    },
    async (request) => ({
      data: await saveAvailability(app.db, staffOf(request), request.body.staff_id, request.body.slots),
    }),
  );
};
