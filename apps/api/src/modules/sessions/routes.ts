import { todayIso } from '@coaching/shared/rules/dates';
import {
  rescheduleSession as rescheduleBody,
  sessionParams,
  sessionView,
  timeslotsView,
} from '@coaching/shared/schemas/sessions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { writeIfCurrent } from '../../lib/conditional-write.ts';
import { errorBody } from '../../lib/error-body.ts';
import { clientIdOf } from '../../plugins/auth.ts';
import { cancelSession } from './cancel-session.ts';
import { findTimeslots } from './find-timeslots.ts';
import { rescheduleSession } from './reschedule-session.ts';
import { listSessions, lockedSessionVersion } from './session-repository.ts';

const sessionList = z.object({ data: z.array(sessionView) });
const changeErrors = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody };

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/mlw/sessions',
    {
      schema: {
        summary: 'The client’s sessions and check-ins, earliest first',
        description: "status 'due' is upcoming; any other status is a previous session.",
        response: { 200: sessionList, 401: errorBody },
      },
    },
    async (request) => ({ data: await listSessions(app.db, clientIdOf(request)) }),
  );

  app.get(
    '/mlw/calendar/timeslots/:sessionId',
    {
      schema: {
        summary: 'Dates and times a session can move to',
        description:
          'The segment is the id of the session being rescheduled. dates lists the weekdays (not bank ' +
          'holidays) of the reschedule window that still have a free slot with the client’s coach (YYYY-MM-DD); times ' +
          'gives the free time labels for each of those dates, e.g. {"2026-11-24": ["Morning", "Lunch time"]}. ' +
          'Month check-ins and sessions that are not upcoming answer 409.',
        params: z.strictObject({ sessionId: sessionParams.shape.id }),
        response: {
          200: z.object({ data: timeslotsView }),
          400: errorBody,
          401: errorBody,
          404: errorBody,
          409: errorBody,
        },
      },
    },
    async (request) => ({
      data: await findTimeslots(app.db, clientIdOf(request), request.params.sessionId, todayIso()),
    }),
  );

  app.put(
    '/mlw/sessions/:id',
    {
      schema: {
        summary: 'Reschedule an upcoming session (If-Match: 412 if the session changed)',
        description:
          'taskId is the session id again; date is "DD-MM-YYYY <time label>", for example ' +
          '"24-11-2026 Morning" (labels: Morning, Lunch time, Afternoon, Early evening). A date outside ' +
          'the window, more than 28 days after the session’s original date, on a weekend or on an England ' +
          'and Wales bank holiday answers 400 on date with the reason; a band outside the coach’s weekly ' +
          'pattern answers 400 on date with code BAND_NOT_OFFERED, a day the coach is away 400 on date with ' +
          'code COACH_AWAY; a slot the coach has already booked, or ' +
          'a band where the client already has another session, answers 409. With If-Match (the session’s ' +
          'version from the list), a session moved or cancelled since answers 412 CHANGED_SINCE_OPENED. ' +
          'Success answers the client’s sessions.',
        params: sessionParams,
        body: rescheduleBody,
        response: { 200: sessionList, ...changeErrors, 412: errorBody },
      },
    },
    async (request) => {
      const clientId = clientIdOf(request);
      const { id } = request.params;
      await writeIfCurrent(
        app.db,
        request,
        (tx) => lockedSessionVersion(tx, clientId, id),
        (tx) => rescheduleSession(tx, clientId, id, request.body, todayIso()),
      );
      return { data: await listSessions(app.db, clientId) };
    },
  );

  app.delete(
    '/mlw/sessions/:id',
    {
      schema: {
        summary: 'Cancel an upcoming session (If-Match: 412 if the session changed)',
        description:
          'The session keeps its place in the list with status cancelled. With If-Match (the session’s ' +
          'version from the list), a session moved or cancelled since answers 412 CHANGED_SINCE_OPENED. ' +
          'Success answers the client’s sessions.',
        params: sessionParams,
        response: { 200: sessionList, ...changeErrors, 412: errorBody },
      },
    },
    async (request) => {
      const clientId = clientIdOf(request);
      const { id } = request.params;
      await writeIfCurrent(
        app.db,
        request,
        (tx) => lockedSessionVersion(tx, clientId, id),
        (tx) => cancelSession(tx, clientId, id),
      );
      return { data: await listSessions(app.db, clientId) };
    },
  );
};
