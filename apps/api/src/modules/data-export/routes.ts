import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../lib/error-body.ts';
import { perBearerToken } from '../../lib/rate-limit-keys.ts';
import { clientParams, staffErrors } from '../../lib/staff-route-schemas.ts';
import { clientIdOf, staffOf } from '../../plugins/auth.ts';
import { type ExportFormat, exportClientData } from './export-client-data.ts';

const formatParams = z.strictObject({ format: z.enum(['json', 'html']) });
// A copy is a heavy read of everything held; a few an hour is plenty for a person.
const EXPORT_LIMIT = { max: 5, timeWindow: 60 * 60_000, keyGenerator: perBearerToken };

const send = (reply: FastifyReply, file: { filename: string; contentType: string; body: string }) =>
  reply
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .type(file.contentType)
    .send(file.body);

export const dataExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/mlw/my-data.:format',
    {
      config: { rateLimit: EXPORT_LIMIT },
      schema: {
        summary: 'Download my data: everything held about the client, as JSON or a readable HTML page',
        params: formatParams,
        response: { 200: z.string(), 400: errorBody, 401: errorBody, 429: errorBody },
      },
    },
    async (request, reply) =>
      send(reply, await exportClientData(app.db, clientIdOf(request), request.params.format as ExportFormat)),
  );
};

/** Inside /staff/clients/:clientId: the same copy, for a subject access request. */
export const staffDataExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/data.:format',
    {
      config: { audit: 'exported data (subject access request)', rateLimit: EXPORT_LIMIT },
      schema: {
        summary: 'Everything held about the client, for a subject access request (JSON or HTML)',
        params: clientParams.extend(formatParams.shape),
        response: { 200: z.string(), ...staffErrors, 429: errorBody },
      },
    },
    async (request, reply) =>
      send(
        reply,
        await exportClientData(
          app.db,
          request.params.clientId,
          request.params.format,
          staffOf(request).staffId,
        ),
      ),
  );
};
