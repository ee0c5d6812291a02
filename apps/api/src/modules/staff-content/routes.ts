import { DROPDOWN_KEYS } from '@coaching/shared/constants';
import { id } from '@coaching/shared/schemas/fields';
import {
  articleForm,
  contentArticle,
  contentDropdown,
  contentEvent,
  dropdownKeyParams,
  dropdownOptionParams,
  eventForm,
  newEventForm,
  newOptionForm,
  optionOrder,
  optionUpdate,
} from '@coaching/shared/schemas/staff-content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { heldVersion } from '../../lib/conditional-write.ts';
import { errorBody } from '../../lib/error-body.ts';
import { notFound } from '../../lib/http-errors.ts';
import { staffErrors } from '../../lib/staff-route-schemas.ts';
import { staffOf } from '../../plugins/auth.ts';
import { forgetArticleList } from '../articles/article-list-answer.ts';
import { auditedChange } from '../staff-audit/audit-repository.ts';
import { insertArticle, listAllArticles, listAllEvents } from './content-repository.ts';
import { editArticle } from './edit-article.ts';
import { addOption, changeOption, readDropdown, reorderOptions } from './edit-dropdown-options.ts';
import { saveEvent } from './save-event.ts';

const errors = { ...staffErrors, 409: errorBody };
/** The edits made from a form or list that was filled earlier: If-Match with a stale version is refused. */
const conditionalErrors = { ...errors, 412: errorBody };

/**
 * Administrators only: the articles, events and dropdown lists clients see. Each item carries its
 * version; the edits send it back as If-Match, refused (412) when someone changed it since.
 */
export const staffContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { onRequest: app.requireAdmin };

  app.get(
    '/content/articles',
    {
      ...admin,
      schema: {
        summary: 'Every article, retired ones too',
        response: { 200: z.object({ data: z.array(contentArticle) }), ...errors },
      },
    },
    async () => ({ data: await listAllArticles(app.db) }),
  );
  app.post(
    '/content/articles',
    {
      ...admin,
      schema: {
        summary: 'Publish an article',
        body: articleForm,
        response: { 200: z.object({ data: contentArticle }), ...errors },
      },
    },
    async (request) => {
      const article = await auditedChange(
        app.db,
        (tx) => insertArticle(tx, request.body),
        (a) => ({
          staffId: staffOf(request).staffId,
          action: 'published article',
          detail: `article ${a.id}`,
        }),
      );
      if (!article) throw new Error('article insert returned no row');
      forgetArticleList(app.db);
      return { data: article };
    },
  );
  app.put(
    '/content/articles/:articleId',
    {
      ...admin,
      schema: {
        summary: 'Edit, retire or bring back an article (If-Match: 412 if it changed)',
        params: z.strictObject({ articleId: id }),
        body: articleForm,
        response: { 200: z.object({ data: contentArticle }), ...conditionalErrors },
      },
    },
    async (request) => {
      const { staffId } = staffOf(request);
      const { articleId } = request.params;
      const article = await editArticle(app.db, staffId, articleId, request.body, heldVersion(request));
      if (!article) throw notFound();
      forgetArticleList(app.db);
      return { data: article };
    },
  );

  app.get(
    '/content/events',
    {
      ...admin,
      schema: {
        summary: 'Every event, retired ones too',
        response: { 200: z.object({ data: z.array(contentEvent) }), ...errors },
      },
    },
    async () => ({ data: await listAllEvents(app.db) }),
  );
  app.post(
    '/content/events',
    {
      ...admin,
      schema: {
        summary: 'Add an event, dated today or later, with a slug no other event has (409 when taken)',
        body: newEventForm,
        response: { 200: z.object({ data: contentEvent }), ...errors },
      },
    },
    async (request) => {
      const event = await saveEvent(app.db, staffOf(request).staffId, null, request.body);
      if (!event) throw new Error('event insert returned no row');
      return { data: event };
    },
  );
  app.put(
    '/content/events/:eventId',
    {
      ...admin,
      schema: {
        summary:
          'Edit, retire or bring back an event: its date may stay as it was but not move into the past; its slug no other event has (409 when taken) (If-Match: 412 if it changed)',
        params: z.strictObject({ eventId: id }),
        body: eventForm,
        response: { 200: z.object({ data: contentEvent }), ...conditionalErrors },
      },
    },
    async (request) => {
      const { staffId } = staffOf(request);
      const event = await saveEvent(
        app.db,
        staffId,
        request.params.eventId,
        request.body,
        heldVersion(request),
      );
      if (!event) throw notFound();
      return { data: event };
    },
  );

  const dropdownAnswer = { 200: z.object({ data: contentDropdown }), ...errors };
  const conditionalDropdownAnswer = { ...dropdownAnswer, 412: errorBody };
  app.get(
    '/content/dropdowns',
    {
      ...admin,
      schema: {
        summary: 'Every dropdown list with all its options',
        response: { 200: z.object({ data: z.array(contentDropdown) }), ...errors },
      },
    },
    async () => ({ data: await Promise.all(DROPDOWN_KEYS.map((key) => readDropdown(app.db, key))) }),
  );
  app.post(
    '/content/dropdowns/:key',
    {
      ...admin,
      schema: {
        summary: 'Add an option at the end of a list',
        params: dropdownKeyParams,
        body: newOptionForm,
        response: dropdownAnswer,
      },
    },
    async (request) => ({
      data: await addOption(app.db, staffOf(request).staffId, request.params.key, request.body.value),
    }),
  );
  app.put(
    '/content/dropdowns/:key/order',
    {
      ...admin,
      schema: {
        summary: 'Re-rank a list: every option id once, in the new order (If-Match: 412 if the list changed)',
        params: dropdownKeyParams,
        body: optionOrder,
        response: conditionalDropdownAnswer,
      },
    },
    async (request) => ({
      data: await reorderOptions(
        app.db,
        staffOf(request).staffId,
        request.params.key,
        request.body.ids,
        heldVersion(request),
      ),
    }),
  );
  app.put(
    '/content/dropdowns/:key/:optionId',
    {
      ...admin,
      schema: {
        summary: 'Rename, retire or bring back an option (If-Match: 412 if it changed)',
        params: dropdownOptionParams,
        body: optionUpdate,
        response: conditionalDropdownAnswer,
      },
    },
    async (request) => ({
      data: await changeOption(
        app.db,
        staffOf(request).staffId,
        request.params.key,
        request.params.optionId,
        request.body,
        heldVersion(request),
      ),
    }),
  );
};
