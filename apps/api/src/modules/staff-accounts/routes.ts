import { STAFF_ROLES } from '@coaching/shared/constants';
import { id } from '@coaching/shared/schemas/fields';
import { staffAccount, staffAccountForm, staffAccountUpdate } from '@coaching/shared/schemas/staff-accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { heldVersion } from '../../lib/conditional-write.ts';
import { errorBody } from '../../lib/error-body.ts';
import { staffErrors } from '../../lib/staff-route-schemas.ts';
import { staffOf } from '../../plugins/auth.ts';
import { listAccounts, listTeam } from './account-repository.ts';
import { changeAccount, createAccount } from './manage-accounts.ts';

const accountsAnswer = { 200: z.object({ data: z.array(staffAccount) }), ...staffErrors, 409: errorBody };

export const staffAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/team',
    {
      onRequest: app.requireStaff,
      schema: {
        summary: 'Active coaches and administrators, by name (for choosing a coach)',
        response: {
          200: z.object({
            data: z.array(z.object({ id: z.number(), name: z.string(), role: z.enum(STAFF_ROLES) })),
          }),
          ...staffErrors,
        },
      },
    },
    async () => ({ data: await listTeam(app.db) }),
  );

  app.get(
    '/accounts',
    { onRequest: app.requireAdmin, schema: { summary: 'Every staff account', response: accountsAnswer } },
    async () => ({ data: await listAccounts(app.db) }),
  );

  app.post(
    '/accounts',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Add a coach or administrator (they set up the authenticator app on first login)',
        body: staffAccountForm,
        response: accountsAnswer,
      },
    },
    async (request) => {
      await createAccount(app.db, staffOf(request).staffId, request.body);
      return { data: await listAccounts(app.db) };
    },
  );

  app.put(
    '/accounts/:staffId',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary:
          'Rename, change role, retire or bring back, or reset the second factor (If-Match: 412 if it changed)',
        params: z.strictObject({ staffId: id }),
        body: staffAccountUpdate,
        response: { ...accountsAnswer, 412: errorBody },
      },
    },
    async (request) => {
      const { staffId } = request.params;
      await changeAccount(app.db, staffOf(request).staffId, staffId, request.body, heldVersion(request));
      return { data: await listAccounts(app.db) };
    },
  );
};
