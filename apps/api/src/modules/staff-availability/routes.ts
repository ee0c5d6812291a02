import { daysAwayForm } from '@coaching/shared/schemas/days-away';
import { id } from '@coaching/shared/schemas/fields';
import {
  availabilityForm,
  availabilityQuery,
  availabilityView,
} from '@coaching/shared/schemas/staff-availability';
import { diaryQuery, diaryWeek } from '@coaching/shared/schemas/staff-diary';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { heldVersion } from '../../lib/conditional-write.ts';
import { errorBody } from '../../lib/error-body.ts';
import { staffErrors } from '../../lib/staff-route-schemas.ts';
import { staffOf } from '../../plugins/auth.ts';
import { diaryOwner, readAvailability, saveAvailability } from './availability.ts';
import { recordDaysAway, removeDaysAway } from './days-away.ts';
import { readDiaryWeek } from './diary-week.ts';

export const staffAvailabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = { 200: z.object({ data: availabilityView }), ...staffErrors };

  app.get(
    '/availability',
    {
      onRequest: app.requireStaff,
      config: { listAudit: 'viewed availability' },
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
      // The answer lists the sessions booked, with their clients' names: a read, audited as one (the
      // change writes its own row in its transaction).
      config: { listAudit: 'viewed availability' },
      schema: {
        summary:
          'Replace a coach’s weekly time slots (the reschedule calendar offers only these) (If-Match: 412 if they changed)',
        body: availabilityForm,
        response: { ...answer, 412: errorBody },
      },
    },
    async (request) => {
      const { staff_id, slots } = request.body;
      return {
        data: await saveAvailability(app.db, staffOf(request), staff_id, slots, heldVersion(request)),
      };
    },
  );

  app.post(
    '/days-away',
    {
      onRequest: app.requireStaff,
      config: { listAudit: 'viewed availability' },
      schema: {
        summary:
          'Record days a coach is away (nothing can then be booked with them on those days); sessions already booked there are listed to move',
        body: daysAwayForm,
        response: answer,
      },
    },
    async (request) => ({ data: await recordDaysAway(app.db, staffOf(request), request.body) }),
  );

  app.delete(
    '/days-away/:id',
    {
      onRequest: app.requireStaff,
      config: { listAudit: 'viewed availability' },
      schema: {
        summary: 'Remove a coach’s days away (another coach’s, or none, answers 404)',
        params: z.strictObject({ id }),
        querystring: availabilityQuery,
        response: answer,
      },
    },
    async (request) => ({
      data: await removeDaysAway(app.db, staffOf(request), request.query.staff_id, request.params.id),
    }),
  );

  app.get(
    '/diary',
    {
      onRequest: app.requireStaff,
      config: { listAudit: 'viewed a diary' },
      schema: {
        summary: 'A coach’s week: sessions booked per day and time band, capacity and free places',
        querystring: diaryQuery,
        response: { 200: z.object({ data: diaryWeek }), ...staffErrors },
      },
    },
    async (request) => {
      const owner = await diaryOwner(app.db, staffOf(request), request.query.staff_id);
      return { data: await readDiaryWeek(app.db, owner, request.query.week) };
    },
  );
};
