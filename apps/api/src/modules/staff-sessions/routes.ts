import { id } from '@coaching/shared/schemas/fields';
import { clientDiaryQuery, diaryWeek } from '@coaching/shared/schemas/staff-diary';
import {
  moveSessionForm,
  newSessionForm,
  sessionNoteForm,
  sessionStatusForm,
} from '@coaching/shared/schemas/staff-record-forms';
import { staffSessionView } from '@coaching/shared/schemas/staff-sessions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { writeIfCurrent } from '../../lib/conditional-write.ts';
import { errorBody } from '../../lib/error-body.ts';
import { clientParams, staffErrors } from '../../lib/staff-route-schemas.ts';
import { staffOf } from '../../plugins/auth.ts';
import { listSessions, lockedSessionVersion } from '../sessions/session-repository.ts';

import { readDiaryWeek } from '../staff-availability/diary-week.ts';
import { responsibleCoach, scheduleSession } from './schedule-session.ts';
import {
  addSessionNote,
  changeSessionStatus,
  moveUpcomingSession,
  noteSessionChangedByClient,
  removeSessionNote,
} from './update-session.ts';

const sessionParams = clientParams.extend({ sessionId: id });
const noteParams = sessionParams.extend({ noteId: id });
const answer = { 200: z.object({ data: z.array(staffSessionView) }), ...staffErrors, 409: errorBody };
/** The forms that replace a session's day, time or status: If-Match with a stale version is refused. */
const conditionalAnswer = { ...answer, 412: errorBody };

/** Inside /staff/clients/:clientId. Every change answers the client's sessions, as the client sees them. */
export const staffSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const list = async (clientId: number) => ({ data: await listSessions(app.db, clientId) });

  app.get(
    '/sessions',
    {
      config: { audit: 'viewed sessions' },
      schema: { summary: 'The client’s sessions with notes', params: clientParams, response: answer },
    },
    async (request) => list(request.params.clientId),
  );

  app.get(
    '/diary',
    {
      config: { audit: 'viewed diary for booking' },
      schema: {
        summary: 'The week of the coach who runs this client’s sessions, to book into a band with room',
        params: clientParams,
        querystring: clientDiaryQuery,
        response: { 200: z.object({ data: diaryWeek }), ...staffErrors },
      },
    },
    async (request) => {
      const coachId = await responsibleCoach(app.db, request.params.clientId, staffOf(request).staffId);
      return { data: await readDiaryWeek(app.db, coachId, request.query.week) };
    },
  );

  app.post(
    '/sessions',
    {
      config: { audit: 'scheduled session' },
      schema: {
        summary: 'Schedule a session on a weekday from today',
        description:
          'A band the coach does not work (not in their weekly pattern) answers 400 on time with code ' +
          'BAND_NOT_OFFERED, a day the coach is away 400 COACH_AWAY; a full band, or one where the client ' +
          'already has a session, answers 409.',
        params: clientParams,
        body: newSessionForm,
        response: answer,
      },
    },
    async (request) => {
      await scheduleSession(
        app.db,
        request.params.clientId,
        staffOf(request).staffId,
        request.body,
        app.config,
      );
      return list(request.params.clientId);
    },
  );

  app.put(
    '/sessions/:sessionId',
    {
      config: { audit: 'moved session' },
      schema: {
        summary: 'Move an upcoming session (If-Match: 412 if the session changed)',
        description:
          'Refused as scheduling is: 400 BAND_NOT_OFFERED outside the coach’s pattern, 400 COACH_AWAY on a ' +
          'day the coach is away, 409 when full. ' +
          'With If-Match (the session’s version from the list), 412 CHANGED_SINCE_OPENED when the session ' +
          'was moved or its status changed since.',
        params: sessionParams,
        body: moveSessionForm,
        response: conditionalAnswer,
      },
    },
    async (request) => {
      const { clientId, sessionId } = request.params;
      const slot = { day: request.body.due_date, time: request.body.time };
      await writeIfCurrent(
        app.db,
        request,
        (tx) => lockedSessionVersion(tx, clientId, sessionId),
        (tx) => moveUpcomingSession(tx, clientId, sessionId, staffOf(request).staffId, slot, app.config),
      );
      return list(clientId);
    },
  );

  app.put(
    '/sessions/:sessionId/status',
    {
      config: { audit: 'changed session status' },
      schema: {
        summary:
          'Mark a session complete or missed, cancel it, or make it upcoming again (If-Match: 412 if changed)',
        params: sessionParams,
        body: sessionStatusForm,
        response: conditionalAnswer,
      },
    },
    async (request) => {
      const { clientId, sessionId } = request.params;
      await writeIfCurrent(
        app.db,
        request,
        (tx) => lockedSessionVersion(tx, clientId, sessionId),
        (tx) =>
          changeSessionStatus(tx, clientId, sessionId, staffOf(request), request.body.status, app.config),
      );
      return list(clientId);
    },
  );

  app.post(
    '/sessions/:sessionId/notes',
    {
      config: { audit: 'added session note' },
      schema: {
        summary: 'Add a note to a session (dated today; the client reads it in the notes modal)',
        params: sessionParams,
        body: sessionNoteForm,
        response: answer,
      },
    },
    async (request) => {
      const { clientId, sessionId } = request.params;
      await addSessionNote(app.db, clientId, sessionId, request.body.note);
      return list(clientId);
    },
  );

  app.post(
    '/sessions/:sessionId/client-change-noted',
    {
      config: { audit: 'noted session changed by client' },
      schema: {
        summary:
          'Note that the client moved or cancelled this session themselves (it leaves My day’s “Moved or cancelled by clients”)',
        params: sessionParams,
        response: answer,
      },
    },
    async (request) => {
      const { clientId, sessionId } = request.params;
      await noteSessionChangedByClient(app.db, clientId, sessionId);
      return list(clientId);
    },
  );

  app.delete(
    '/sessions/:sessionId/notes/:noteId',
    {
      config: { audit: 'removed session note' },
      schema: {
        summary: 'Remove a mistaken session note (the client no longer sees it)',
        params: noteParams,
        response: answer,
      },
    },
    async (request) => {
      const { clientId, sessionId, noteId } = request.params;
      await removeSessionNote(app.db, clientId, sessionId, noteId);
      return list(clientId);
    },
  );
};
