import {
  assignCoach as assignCoachBody,
  bulkFollowUpAnswer,
  bulkFollowUp as bulkFollowUpBody,
  bulkReassign as bulkReassignBody,
  CLIENT_PAGE_SIZE,
  clientListQuery,
  clientPage,
  clientRecord,
} from '@coaching/shared/schemas/staff-clients';
import { followUpForm } from '@coaching/shared/schemas/staff-record-forms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientIdentity, clientStage, staffMember } from '../../db/client-answer.ts';
import { contentEtag, isNotModified, sendNotModified } from '../../lib/conditional-get.ts';
import { errorBody, notModified } from '../../lib/error-body.ts';
import { clientParams, staffErrors } from '../../lib/staff-route-schemas.ts';
import { staffOf } from '../../plugins/auth.ts';
import { sendFollowUpLink } from '../assessment/send-follow-up-link.ts';
import { recordAudit } from '../staff-audit/audit-repository.ts';
import { assignCoach } from './assign-coach.ts';
import { bulkFollowUp } from './bulk-follow-up.ts';
import { bulkReassign } from './bulk-reassign.ts';
import { FIRST_CHAT_AUDIT, markFirstChatDone } from './mark-first-chat-done.ts';
import { readClientRecord } from './read-client-record.ts';
import { describeSearch, searchClients } from './search-clients.ts';

/** GET staff/clients: the caseload list (outside the record scope: it is not one client's record). */
export const staffClientListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/clients',
    {
      onRequest: app.requireStaff,
      schema: {
        summary: 'Find clients in the caller’s caseload (administrators: every client), a page at a time',
        description:
          'search is read as a client number ("#12"), phone number (spaces and +44 ignored), date of birth ' +
          '(DD/MM/YYYY), e-mail, postcode (space ignored) or name ("Jo Demo", or a surname); all match from ' +
          'their start. Searches are audited by kind, never by what was searched for.',
        querystring: clientListQuery,
        response: { 200: clientPage, ...staffErrors },
      },
    },
    async (request) => {
      const caller = staffOf(request);
      const { rows, hasMore, search } = await searchClients(app.db, caller, request.query);
      await recordAudit(app.db, {
        staffId: caller.staffId,
        clientId: null,
        action: 'searched clients',
        detail: describeSearch(request.query, search),
      });
      // Assigned, not spread, as every answer built for each row (profile-repository.ts, toProfile).
      const data = rows.map((r) =>
        Object.assign(
          {
            stage: clientStage(r),
            service_level: r.serviceLevel,
            coach: staffMember(r.coachId, r.coachName),
            registered_at: r.createdAt.toISOString(),
            last_contact_at: r.lastContactAt.toISOString(),
          },
          clientIdentity(r),
        ),
      );
      return { data, meta: { page: request.query.page, page_size: CLIENT_PAGE_SIZE, has_more: hasMore } };
    },
  );

  app.post(
    '/clients/reassign',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary:
          'Administrators: give several clients (and their upcoming sessions) to one coach, or back to the pool',
        body: bulkReassignBody,
        response: { 200: z.object({ data: z.object({ moved: z.number() }) }), ...staffErrors },
      },
    },
    async (request) => ({
      data: {
        moved: await bulkReassign(
          app.db,
          staffOf(request).staffId,
          request.body.client_ids,
          request.body.coach_id,
        ),
      },
    }),
  );

  app.post(
    '/clients/follow-up',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Administrators: send the follow-up health check link to each of several clients',
        description:
          'Each client is sent to or refused on their own; refused lists who was not sent a link and why.',
        body: bulkFollowUpBody,
        response: { 200: z.object({ data: bulkFollowUpAnswer }), ...staffErrors },
      },
    },
    async (request) => ({
      data: await bulkFollowUp(
        app.db,
        app.config,
        staffOf(request).staffId,
        request.body.client_ids,
        request.body.reminder_type,
      ),
    }),
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
        description:
          'Polled by the console: send If-None-Match with the last ETag and an unchanged record answers ' +
          '304, which shows nothing and so is not written to the audit log.',
        params: clientParams,
        response: { 200: z.object({ data: clientRecord }), 304: notModified, ...staffErrors },
      },
    },
    async (request, reply) => {
      const data = await readClientRecord(
        app.db,
        request.params.clientId,
        new Date(),
        Boolean(app.config.notifyApiKey),
      );
      const etag = contentEtag('r', data);
      reply.header('etag', etag);
      if (isNotModified(request, etag)) return sendNotModified(reply);
      return { data };
    },
  );

  app.put(
    '/coach',
    {
      config: { audit: false },
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
      config: { audit: FIRST_CHAT_AUDIT },
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
          'Earlier unused links stop working. A text to a client with no UK mobile, or with GOV.UK Notify not ' +
          'set up, is refused (400 on reminder_type), never sent by e-mail instead. Another link within 7 days ' +
          'of the last needs confirm_resend: true (409 saying when the last one went).',
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
        request.body.confirm_resend,
      );
      return { data: { reminder_type: sent.reminderType, expires_at: sent.expiresAt.toISOString() } };
    },
  );
};
