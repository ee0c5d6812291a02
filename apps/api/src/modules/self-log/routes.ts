import {
  selfLog,
  selfLogEntry,
  selfLogEntryRequest,
  selfLogParams,
  selfLogQuery,
  selfLogSaved,
} from '@coaching/shared/schemas/self-log';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { writeIfCurrent } from '../../lib/conditional-write.ts';
import { errorBody } from '../../lib/error-body.ts';
import { clientIdOf } from '../../plugins/auth.ts';
import { readClientLog } from './read-client-log.ts';
import { changeEntry, recordEntry, removeEntry } from './record-entry.ts';
import { lockedDayEntryVersion, lockedEntryVersion } from './self-log-repository.ts';

const errors = { 400: errorBody, 401: errorBody, 404: errorBody };

export const selfLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/mlw/self-log',
    {
      schema: {
        summary: 'What the client may record and their entries between two days (default: the last year)',
        querystring: selfLogQuery,
        response: { 200: z.object({ data: selfLog }), 400: errorBody, 401: errorBody },
      },
    },
    async (request) => ({ data: await readClientLog(app.db, clientIdOf(request), request.query) }),
  );

  app.post(
    '/mlw/self-log',
    {
      schema: {
        summary:
          'Record a measure for a day; it replaces the day’s entry (If-Match: 412 if it changed; If-None-Match: * 412 if there is one)',
        description:
          'Answers 201 and status "created", or 200 and status "updated" when it replaced one. With ' +
          'If-Match (the day’s entry’s version from the list) an entry changed since answers 412 ' +
          'CHANGED_SINCE_OPENED; with If-None-Match: * (the day had no entry when the form was filled) ' +
          'an entry recorded since does too. Nothing is saved then. Without either, the day’s entry is ' +
          'replaced as before.',
        body: selfLogEntryRequest,
        response: {
          200: z.object({ data: selfLogSaved }),
          201: z.object({ data: selfLogSaved }),
          ...errors,
          412: errorBody,
        },
      },
    },
    async (request, reply) => {
      const clientId = clientIdOf(request);
      const saved = await writeIfCurrent(
        app.db,
        request,
        (tx) => lockedDayEntryVersion(tx, clientId, request.body),
        (tx) => recordEntry(tx, clientId, request.body),
      );
      return reply.code(saved.status === 'created' ? 201 : 200).send({ data: saved });
    },
  );

  app.put(
    '/mlw/self-log/:id',
    {
      schema: {
        summary: 'Change an entry for 7 days after its day (If-Match: 412 if the entry changed)',
        description:
          'With If-Match (the entry’s version from the list), an entry changed since, on another device ' +
          'for instance, answers 412 CHANGED_SINCE_OPENED and is left as it is.',
        params: selfLogParams,
        body: selfLogEntryRequest,
        response: { 200: z.object({ data: selfLogEntry }), ...errors, 412: errorBody },
      },
    },
    async (request) => {
      const clientId = clientIdOf(request);
      const { id } = request.params;
      const data = await writeIfCurrent(
        app.db,
        request,
        (tx) => lockedEntryVersion(tx, clientId, id),
        (tx) => changeEntry(tx, clientId, id, request.body),
      );
      return { data };
    },
  );

  app.delete(
    '/mlw/self-log/:id',
    {
      schema: {
        summary: 'Delete an entry (for 7 days after its day)',
        params: selfLogParams,
        response: { 200: z.object({ data: z.literal('ok') }), ...errors },
      },
    },
    async (request) => {
      await removeEntry(app.db, clientIdOf(request), request.params.id);
      return { data: 'ok' as const };
    },
  );
};
