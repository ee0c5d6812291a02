import { AUTO_FLAG_KINDS } from '@coaching/shared/rules/risk-flags';
import { id } from '@coaching/shared/schemas/fields';
import {
  acknowledgeFlagForm,
  caseNoteForm,
  casework,
  contactAttemptForm,
  contactCorrectionForm,
  riskFlagForm,
} from '@coaching/shared/schemas/staff-casework';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { writeIfCurrent } from '../../lib/conditional-write.ts';
import { errorBody } from '../../lib/error-body.ts';
import { notFound } from '../../lib/http-errors.ts';
import { clientParams, staffErrors } from '../../lib/staff-route-schemas.ts';
import { staffOf } from '../../plugins/auth.ts';
import { acknowledgeAutomaticFlag } from './automatic-flags.ts';
import {
  clearRiskFlag,
  insertCaseNote,
  insertContactAttempt,
  insertRiskFlag,
  readCasework,
} from './casework-repository.ts';
import { lockedCaseNoteVersion, lockedContactVersion } from './casework-versions.ts';
import { correctCaseNote, correctContactAttempt } from './correct-casework.ts';

const answer = { 200: z.object({ data: casework }), ...staffErrors };
/** The correction forms replace typed words: If-Match with a stale version is refused. */
const conditionalAnswer = { ...answer, 412: errorBody };

/** Inside /staff/clients/:clientId: what staff record about a client outside sessions and plans. */
export const staffCaseworkRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = async (clientId: number, callerId: number) => ({
    data: await readCasework(app.db, clientId, callerId),
  });

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
      return read(request.params.clientId, staffOf(request).staffId);
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
      return read(request.params.clientId, staffOf(request).staffId);
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
      return read(request.params.clientId, staffOf(request).staffId);
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
      return read(request.params.clientId, staffOf(request).staffId);
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
      return read(clientId, staffOf(request).staffId);
    },
  );

  app.put(
    '/flags/automatic/:kind/acknowledge',
    {
      config: { audit: false },
      schema: {
        summary:
          'Acknowledge an automatic flag of the latest health check, with an optional note: it leaves My day until a later check raises it again',
        params: clientParams.extend({ kind: z.enum(AUTO_FLAG_KINDS) }),
        body: acknowledgeFlagForm,
        response: answer,
      },
    },
    async (request) => {
      const { clientId, kind } = request.params;
      const { staffId } = staffOf(request);
      if (!(await acknowledgeAutomaticFlag(app.db, clientId, staffId, kind, request.body.note ?? ''))) {
        throw notFound();
      }
      return read(clientId, staffId);
    },
  );

  app.put(
    '/contacts/:contactId',
    {
      config: { audit: false },
      schema: {
        summary:
          'Correct the outcome and note of a contact attempt you logged (the earlier words are kept; If-Match: 412 if changed)',
        params: clientParams.extend({ contactId: id }),
        body: contactCorrectionForm,
        response: conditionalAnswer,
      },
    },
    async (request) => {
      const { clientId, contactId } = request.params;
      const { staffId } = staffOf(request);
      const corrected = await writeIfCurrent(
        app.db,
        request,
        (tx) => lockedContactVersion(tx, clientId, contactId),
        (tx) => correctContactAttempt(tx, clientId, contactId, staffId, request.body),
      );
      if (!corrected) throw notFound();
      return read(clientId, staffId);
    },
  );

  app.put(
    '/case-notes/:noteId',
    {
      config: { audit: false },
      schema: {
        summary: 'Correct a case note you wrote (the earlier words are kept; If-Match: 412 if changed)',
        params: clientParams.extend({ noteId: id }),
        body: caseNoteForm,
        response: conditionalAnswer,
      },
    },
    async (request) => {
      const { clientId, noteId } = request.params;
      const { staffId } = staffOf(request);
      const corrected = await writeIfCurrent(
        app.db,
        request,
        (tx) => lockedCaseNoteVersion(tx, clientId, noteId),
        (tx) => correctCaseNote(tx, clientId, noteId, staffId, request.body.note),
      );
      if (!corrected) throw notFound();
      return read(clientId, staffId);
    },
  );
};
