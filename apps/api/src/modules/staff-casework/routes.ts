import { id } from '@coaching/shared/schemas/fields';
import {
  caseNoteForm,
  casework,
  contactAttemptForm,
  riskFlagForm,
} from '@coaching/shared/schemas/staff-casework';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors.ts';
import { clientParams, staffErrors } from '../../lib/staff-route-schemas.ts';
import { staffOf } from '../../plugins/auth.ts';
import {
  clearRiskFlag,
  insertCaseNote,
  insertContactAttempt,
  insertRiskFlag,
  readCasework,
} from './casework-repository.ts';

const answer = { 200: z.object({ data: casework }), ...staffErrors };

/** Inside /staff/clients/:clientId: what staff record about a client outside sessions and plans. */
export const staffCaseworkRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = async (clientId: number) => ({ data: await readCasework(app.db, clientId) });

  app.get(
    '/casework',
    {
      config: { audit: 'viewed contact log and notes' },
      schema: {
        summary: 'Contact log, case notes and risk flags (set by staff and automatic)',
        params: clientParams,
        response: answer,
      },
    },
    async (request) => {
      return read(request.params.clientId);
    },
  );

  app.post(
    '/contacts',
    {
      config: { audit: 'logged contact attempt' },
      schema: {
        summary: 'Log an attempt to reach the client (counts towards the first-contact clock)',
        params: clientParams,
        body: contactAttemptForm,
        response: answer,
      },
    },
    async (request) => {
      await insertContactAttempt(app.db, request.params.clientId, staffOf(request).staffId, request.body);
      return read(request.params.clientId);
    },
  );

  app.post(
    '/case-notes',
    {
      config: { audit: 'added case note' },
      schema: {
        summary: 'Add a case note (dated and signed; staff only)',
        params: clientParams,
        body: caseNoteForm,
        response: answer,
      },
    },
    async (request) => {
      await insertCaseNote(app.db, request.params.clientId, staffOf(request).staffId, request.body.note);
      return read(request.params.clientId);
    },
  );

  app.post(
    '/flags',
    {
      config: { audit: 'set risk flag' },
      schema: {
        summary: 'Set a risk flag with its reason',
        params: clientParams,
        body: riskFlagForm,
        response: answer,
      },
    },
    async (request) => {
      await insertRiskFlag(app.db, request.params.clientId, staffOf(request).staffId, request.body.reason);
      return read(request.params.clientId);
    },
  );

  app.put(
    '/flags/:flagId/clear',
    {
      config: { audit: 'cleared risk flag' },
      schema: {
        summary: 'Clear a risk flag, with the reason',
        params: clientParams.extend({ flagId: id }),
        body: riskFlagForm,
        response: answer,
      },
    },
    async (request) => {
      const { clientId, flagId } = request.params;
      if (!(await clearRiskFlag(app.db, clientId, flagId, staffOf(request).staffId, request.body.reason))) {
        throw notFound();
      }
      return read(clientId);
    },
  );
};
