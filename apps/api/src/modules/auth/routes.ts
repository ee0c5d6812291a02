import { tokenRequest, tokenResponse } from '@coaching/shared/schemas/auth';
import { okAnswer } from '@coaching/shared/schemas/ok-answer';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../lib/error-body.ts';
import { PER_IP } from '../../plugins/rate-limit.ts';
import { logInClient } from './log-in-client.ts';
import { revokeToken } from './token-repository.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/oauth/token',
    {
      config: { access: 'public', rateLimit: PER_IP.login },
      schema: {
        summary: 'Log in a client (password grant: username is the e-mail)',
        body: tokenRequest,
        response: { 200: tokenResponse, 400: errorBody, 401: errorBody, 429: errorBody },
      },
    },
    async (request) =>
      logInClient(app.db, request.body.username, request.body.dob, request.body.password, request.ip),
  );

  app.post(
    '/oauth/logout',
    {
      config: { openAfterDischarge: true },
      schema: {
        summary: 'Revoke the caller’s access token',
        response: { 200: okAnswer },
      },
    },
    async (request) => {
      if (request.caller) await revokeToken(app.db, request.caller.tokenId);
      return { data: 'ok' as const };
    },
  );
};
