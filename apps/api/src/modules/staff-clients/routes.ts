import { clientStage } from '@coaching/shared/rules/client-stage';
import {
  assignCoach as assignCoachBody,
  clientListQuery,
  clientRecord,
  clientSummary,
} from '@coaching/shared/schemas/staff-clients';
import { followUpForm } from '@coaching/shared/schemas/staff-record-forms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffOf } from '../../plugins/auth.ts';
import { sendFollowUpLink } from '../assessment/send-follow-up-link.ts';
import { clientParams, errorBody, staffErrors } from '../staff-console/route-schemas.ts';
import { assignCoach } from './assign-coach.ts';
import { listCaseloadClients } from './client-record-repository.ts';
import { markFirstChatDone } from './mark-first-chat-done.ts';
import { readClientRecord } from './read-client-record.ts';

/** GET staff/clients: the caseload list (outside the record scope: it is not one client's record). */
export const staffClientListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/clients',
    {
      onRequest: app.requireStaff,
      schema: {
        summary: 'Clients in the caller’s caseload (administrators: every client)',
        querystring: clientListQuery,
        response: { 200: z.object({ data: z.array(clientSummary) }), ...staffErrors },
      },
    },
    async (request, _reply) => {
      const rows = await listCaseloadClients(app.db, staffOf(request), request.query.search);
      const data = rows.map((r) => ({
        id: r.id,
        first_name: r.firstName,
        last_name: r.lastName,
        email: r.email,
        postcode: r.postcode,
        stage: clientStage({
          assessmentCount: r.assessmentCount,
          completedCalls: r.completedCalls,
          closureRequested: r.closureRequestedAt !== null,
          closed: r.closedAt !== null,
        }),
        coach: r.coachId !== null && r.coachName ? { id: r.coachId, name: r.coachName } : null,
        registered_at: r.createdAt.toISOString(),
      }));
      return { data };
    },
  );
};

/** Inside /staff/clients/:clientId (caseload, closed-account and audit hooks in client-record-scope.ts). */
export const staffClientRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      config: { audit: 'viewed record' },
      schema: {
        summary: 'One client’s record: profile, referrer, contact preferences, checks and follow-ups',
        params: clientParams,
        response: { 200: z.object({ data: clientRecord }), ...staffErrors },
      },
    },
    async (request, _reply) => {
      return { data: await readClientRecord(app.db, request.params.clientId) };
    },
  );

  app.put(
    '/coach',
    {
      config: { audit: 'changed coach' },
      schema: {
        summary: 'Take a client on (coach: yourself, or null to hand back) or assign a coach (administrator)',
        params: clientParams,
        body: assignCoachBody,
        response: {
          200: z.object({
            data: z.object({ coach: z.object({ id: z.number(), name: z.string() }).nullable() }),
          }),
          ...staffErrors,
          409: errorBody,
        },
      },
    },
    async (request) => ({
      data: {
        coach: await assignCoach(app.db, staffOf(request), request.params.clientId, request.body.coach_id),
      },
    }),
  );

  app.post(
    '/first-chat',
    {
      config: { audit: 'marked first chat done' },
      schema: {
        summary: 'Mark the first chat done (adds one to completed_calls)',
        params: clientParams,
        response: {
          200: z.object({ data: z.object({ completed_calls: z.number() }) }),
          ...staffErrors,
          409: errorBody,
        },
      },
    },
    async (request) => ({
      data: {
        completed_calls: await markFirstChatDone(app.db, request.params.clientId, staffOf(request).staffId),
      },
    }),
  );

  app.post(
    '/follow-up',
    {
      config: { audit: 'sent follow-up link' },
      schema: {
        summary: 'Send the follow-up health check link now, by e-mail or text',
        description:
          'Earlier unused links stop working. A text falls back to e-mail when GOV.UK Notify is not set up; ' +
          'reminder_type in the answer says which was sent.',
        params: clientParams,
        body: followUpForm,
        response: {
          200: z.object({
            data: z.object({ reminder_type: z.enum(['text', 'email']), expires_at: z.string() }),
          }),
          ...staffErrors,
          409: errorBody,
        },
      },
    },
    async (request) => {
      const sent = await sendFollowUpLink(
        app.db,
        app.config,
        request.params.clientId,
        request.body.reminder_type,
      );
      return { data: { reminder_type: sent.reminderType, expires_at: sent.expiresAt.toISOString() } };
    },
  );
};
