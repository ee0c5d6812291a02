import {
  accountDetails,
  changePasswordRequest,
  changePasswordResponse,
  closeAccountResponse,
} from '@coaching/shared/schemas/account';
import { profile } from '@coaching/shared/schemas/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../lib/error-body.ts';
import { unauthorized } from '../../lib/http-errors.ts';
import { perBearerToken } from '../../lib/rate-limit-keys.ts';
import { clientIdOf } from '../../plugins/auth.ts';
import { changePassword } from './change-password.ts';
import { requestAccountClosure } from './request-account-closure.ts';
import { updateAccountDetails } from './update-account-details.ts';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/mlw/account',
    {
      schema: {
        summary: 'Update the client’s details (the e-mail cannot be changed: sending it is a 400)',
        body: accountDetails,
        response: { 200: z.object({ data: profile }), 400: errorBody, 401: errorBody },
      },
    },
    async (request) => ({ data: await updateAccountDetails(app.db, clientIdOf(request), request.body) }),
  );

  app.put(
    '/mlw/account/password',
    {
      config: { rateLimit: { max: 10, timeWindow: 15 * 60_000, keyGenerator: perBearerToken } },
      schema: {
        summary: 'Change the password; on success every other session of the client is signed out',
        description: 'Answers 200 with status "Invalid password" when the current password is wrong.',
        body: changePasswordRequest,
        response: { 200: changePasswordResponse, 400: errorBody, 401: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      const caller = request.caller;
      if (caller?.kind !== 'client') throw unauthorized();
      return changePassword(app.db, caller, request.body.current_password, request.body.password);
    },
  );

  app.put(
    '/mlw/close',
    {
      schema: {
        summary: 'Ask for the account to be closed; signs the client out everywhere',
        body: z.strictObject({}).nullish(),
        response: { 200: closeAccountResponse, 400: errorBody, 401: errorBody },
      },
    },
    async (request) => {
      await requestAccountClosure(app.db, clientIdOf(request));
      return { data: { closure_requested: true as const } };
    },
  );
};
