import { staffActionView } from '@coaching/shared/schemas/actions';
import { id } from '@coaching/shared/schemas/fields';
import { actionForm } from '@coaching/shared/schemas/staff-record-forms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { writeIfCurrent } from '../../lib/conditional-write.ts';
import { errorBody } from '../../lib/error-body.ts';
import { clientParams, staffErrors } from '../../lib/staff-route-schemas.ts';
import { listActions } from '../actions/action-repository.ts';
import { lockedActionVersion, withActionVersion } from './action-version.ts';
import { editAction, removeAction, setAction } from './set-action.ts';

const actionParams = clientParams.extend({ actionId: id });
const answer = { 200: z.object({ data: z.array(staffActionView) }), ...staffErrors };

/**
 * Inside /staff/clients/:clientId. Every change answers the client's actions, as the client sees them,
 * each with its version, which the edit form sends back as If-Match.
 */
export const staffActionRoutes: FastifyPluginAsyncZod = async (app) => {
  const list = async (clientId: number) => ({
    data: (await listActions(app.db, clientId)).map(withActionVersion),
  });

  app.get(
    '/actions',
    {
      config: { audit: 'viewed actions' },
      schema: { summary: 'The client’s actions', params: clientParams, response: answer },
    },
    async (request) => list(request.params.clientId),
  );

  app.post(
    '/actions',
    {
      config: { audit: 'set action' },
      schema: {
        summary: 'Set an action (the client gets a notification)',
        params: clientParams,
        body: actionForm,
        response: answer,
      },
    },
    async (request) => {
      await setAction(app.db, request.params.clientId, request.body);
      return list(request.params.clientId);
    },
  );

  app.put(
    '/actions/:actionId',
    {
      config: { audit: 'edited action' },
      schema: {
        summary: 'Edit an action’s title, description or due date (If-Match: 412 if the action changed)',
        params: actionParams,
        body: actionForm,
        response: { ...answer, 412: errorBody },
      },
    },
    async (request) => {
      const { clientId, actionId } = request.params;
      await writeIfCurrent(
        app.db,
        request,
        (tx) => lockedActionVersion(tx, clientId, actionId),
        (tx) => editAction(tx, clientId, actionId, request.body),
      );
      return list(clientId);
    },
  );

  app.delete(
    '/actions/:actionId',
    {
      config: { audit: 'removed action' },
      schema: { summary: 'Remove an action and its notification', params: actionParams, response: answer },
    },
    async (request) => {
      await removeAction(app.db, request.params.clientId, request.params.actionId);
      return list(request.params.clientId);
    },
  );
};
