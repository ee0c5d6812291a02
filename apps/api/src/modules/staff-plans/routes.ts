import { id } from '@coaching/shared/schemas/fields';
import type { StaffPlan } from '@coaching/shared/schemas/staff-plan';
import {
  addPlanBct as addPlanBctBody,
  applyPlanTemplate as applyPlanTemplateBody,
  bctNoteForm,
  planArticlesForm,
  planEventsForm,
  planNoteForm,
  planNoteUpdate,
  planSettings,
  planTemplateAnswer,
  staffLibrary,
  staffPlan,
} from '@coaching/shared/schemas/staff-plan';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../lib/error-body.ts';
import { clientParams, staffErrors } from '../../lib/staff-route-schemas.ts';
import { applyPlanTemplate } from './apply-plan-template.ts';
import { choosePlanArticles, choosePlanEvents } from './choose-plan-content.ts';
import { addBctNote, addPlanBct, removeBctNote, removePlanBct } from './edit-plan-bcts.ts';
import { addPlanNote, editPlanNote, removePlanNote } from './edit-plan-notes.ts';
import { readLibrary } from './library-repository.ts';
import { planEtag, writePlanIfCurrent } from './plan-version.ts';
import { readStaffPlan } from './read-staff-plan.ts';
import { savePlanSettings } from './save-plan-settings.ts';

const planAnswer = { 200: z.object({ data: staffPlan.nullable() }), ...staffErrors, 409: errorBody };
/** The forms that replace typed text: If-Match with a stale version is refused. */
const conditionalPlanAnswer = { ...planAnswer, 412: errorBody };
const noteParams = clientParams.extend({ noteId: id });
const bctParams = clientParams.extend({ bctId: id });
const bctNoteParams = bctParams.extend({ noteId: id });

/** GET staff/library: outside the record scope, it belongs to no client. */
export const staffLibraryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/library',
    {
      onRequest: app.requireStaff,
      schema: {
        summary: 'Techniques, articles and events a coach can add to a plan',
        response: { 200: z.object({ data: staffLibrary }), ...staffErrors },
      },
    },
    async () => ({ data: await readLibrary(app.db) }),
  );
};

/**
 * Inside /staff/clients/:clientId. Every change answers the whole plan, as the editor shows it, with
 * its version (ETag); the forms that replace what was typed send it back as If-Match.
 */
export const staffPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = async (reply: FastifyReply, clientId: number) => {
    const plan = await readStaffPlan(app.db, clientId);
    reply.header('etag', planEtag(plan));
    return { data: plan };
  };

  app.get(
    '/plan',
    {
      config: { audit: 'viewed plan' },
      schema: {
        summary: 'The client’s plan (null before it is created)',
        params: clientParams,
        response: planAnswer,
      },
    },
    async (request, reply) => answer(reply, request.params.clientId),
  );

  app.put(
    '/plan',
    {
      config: { audit: 'saved plan settings' },
      schema: {
        summary:
          'Set the service level (1-3) and goals; creates the plan the first time (If-Match with settings_version: 412 if changed)',
        params: clientParams,
        body: planSettings,
        response: conditionalPlanAnswer,
      },
    },
    async (request, reply) => {
      const { clientId } = request.params;
      await writePlanIfCurrent(
        app.db,
        request,
        clientId,
        (plan) => (plan ? plan.settings_version : planEtag(null)),
        (tx) => savePlanSettings(tx, clientId, request.body),
      );
      return answer(reply, clientId);
    },
  );

  app.post(
    '/plan/notes',
    {
      config: { audit: 'added plan note' },
      schema: {
        summary: 'Add a goal or barrier note',
        params: clientParams,
        body: planNoteForm,
        response: planAnswer,
      },
    },
    async (request, reply) => {
      await addPlanNote(app.db, request.params.clientId, request.body);
      return answer(reply, request.params.clientId);
    },
  );

  app.put(
    '/plan/notes/:noteId',
    {
      config: { audit: 'edited plan note' },
      schema: {
        summary: 'Edit a goal or barrier note (If-Match with the note’s version: 412 if changed)',
        params: noteParams,
        body: planNoteUpdate,
        response: conditionalPlanAnswer,
      },
    },
    async (request, reply) => {
      const { clientId, noteId } = request.params;
      const noteOf = (plan: StaffPlan | null) =>
        [...(plan?.goal_notes ?? []), ...(plan?.barrier_notes ?? [])].find((n) => n.id === noteId);
      await writePlanIfCurrent(
        app.db,
        request,
        clientId,
        (plan) => noteOf(plan)?.version ?? null,
        (tx) => editPlanNote(tx, clientId, noteId, request.body),
      );
      return answer(reply, clientId);
    },
  );

  app.delete(
    '/plan/notes/:noteId',
    {
      config: { audit: 'removed plan note' },
      schema: { summary: 'Remove a goal or barrier note', params: noteParams, response: planAnswer },
    },
    async (request, reply) => {
      await removePlanNote(app.db, request.params.clientId, request.params.noteId);
      return answer(reply, request.params.clientId);
    },
  );

  app.post(
    '/plan/bcts',
    {
      config: { audit: 'added technique' },
      schema: {
        summary: 'Add a behaviour-change technique from the library, with an optional first note',
        params: clientParams,
        body: addPlanBctBody,
        response: planAnswer,
      },
    },
    async (request, reply) => {
      await addPlanBct(app.db, request.params.clientId, request.body);
      return answer(reply, request.params.clientId);
    },
  );

  app.delete(
    '/plan/bcts/:bctId',
    {
      config: { audit: 'removed technique' },
      schema: {
        summary: 'Remove a technique (and its notes) from the plan',
        params: bctParams,
        response: planAnswer,
      },
    },
    async (request, reply) => {
      await removePlanBct(app.db, request.params.clientId, request.params.bctId);
      return answer(reply, request.params.clientId);
    },
  );

  app.post(
    '/plan/bcts/:bctId/notes',
    {
      config: { audit: 'added technique note' },
      schema: {
        summary: 'Add a dated note to a technique (today when no date is sent)',
        params: bctParams,
        body: bctNoteForm,
        response: planAnswer,
      },
    },
    async (request, reply) => {
      const { clientId, bctId } = request.params;
      await addBctNote(app.db, clientId, bctId, request.body.note, request.body.date);
      return answer(reply, clientId);
    },
  );

  app.delete(
    '/plan/bcts/:bctId/notes/:noteId',
    {
      config: { audit: 'removed technique note' },
      schema: { summary: 'Remove a technique note', params: bctNoteParams, response: planAnswer },
    },
    async (request, reply) => {
      const { clientId, bctId, noteId } = request.params;
      await removeBctNote(app.db, clientId, bctId, noteId);
      return answer(reply, clientId);
    },
  );

  app.put(
    '/plan/articles',
    {
      config: { audit: 'chose suggested articles' },
      schema: {
        summary: 'Replace the suggested articles',
        params: clientParams,
        body: planArticlesForm,
        response: planAnswer,
      },
    },
    async (request, reply) => {
      await choosePlanArticles(app.db, request.params.clientId, request.body.article_ids);
      return answer(reply, request.params.clientId);
    },
  );

  app.put(
    '/plan/events',
    {
      config: { audit: 'chose suggested events' },
      schema: {
        summary: 'Replace the suggested events',
        params: clientParams,
        body: planEventsForm,
        response: planAnswer,
      },
    },
    async (request, reply) => {
      await choosePlanEvents(app.db, request.params.clientId, request.body.event_ids);
      return answer(reply, request.params.clientId);
    },
  );

  app.post(
    '/plan/template',
    {
      config: { audit: 'applied plan template' },
      schema: {
        summary: 'Add a pathway’s starting goal notes, techniques and actions to the plan, to edit after',
        params: clientParams,
        body: applyPlanTemplateBody,
        response: { 200: z.object({ data: planTemplateAnswer }), ...staffErrors, 409: errorBody },
      },
    },
    async (request) => {
      const { clientId } = request.params;
      const added = await applyPlanTemplate(app.db, clientId, request.body.pathway);
      const plan = await readStaffPlan(app.db, clientId);
      if (!plan) throw new Error('the plan a template was applied to is gone');
      return { data: { plan, added } };
    },
  );
};
