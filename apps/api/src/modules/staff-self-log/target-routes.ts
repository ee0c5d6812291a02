import {
  selfLogTargetForm,
  selfLogTargetParams,
  selfLogTargets,
} from '@coaching/shared/schemas/self-log-targets';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../lib/error-body.ts';
import { clientParams, staffErrors } from '../../lib/staff-route-schemas.ts';
import { staffOf } from '../../plugins/auth.ts';
import { readSelfLogTargets, removeSelfLogTarget, setSelfLogTarget } from './set-self-log-target.ts';

const targetsAnswer = { 200: z.object({ data: selfLogTargets }), ...staffErrors, 409: errorBody };

/** Inside /staff/clients/:clientId: the weekly targets on the client's plan (issue 31). */
export const staffSelfLogTargetRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = async (clientId: number) => ({ data: await readSelfLogTargets(app.db, clientId) });

  app.get(
    '/plan/targets',
    {
      config: { audit: 'viewed self-log targets' },
      schema: {
        summary: 'The measures the client logs and the targets set for them',
        params: clientParams,
        response: targetsAnswer,
      },
    },
    async (request) => answer(request.params.clientId),
  );

  app.put(
    '/plan/targets',
    {
      config: { audit: 'set self-log target' },
      schema: {
        summary: 'Set the target of one measure of the client’s goals, replacing any earlier one',
        params: clientParams,
        body: selfLogTargetForm,
        response: targetsAnswer,
      },
    },
    async (request) => {
      const { clientId } = request.params;
      await setSelfLogTarget(app.db, clientId, staffOf(request).staffId, request.body);
      return answer(clientId);
    },
  );

  app.delete(
    '/plan/targets/:measure',
    {
      config: { audit: 'removed self-log target' },
      schema: {
        summary: 'Remove the target of one measure',
        params: clientParams.extend(selfLogTargetParams.shape),
        response: targetsAnswer,
      },
    },
    async (request) => {
      const { clientId, measure } = request.params;
      await removeSelfLogTarget(app.db, clientId, measure);
      return answer(clientId);
    },
  );
};
