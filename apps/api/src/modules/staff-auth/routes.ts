import { okAnswer } from '@coaching/shared/schemas/ok-answer';
import {
  staffChangePasswordRequest,
  staffCodeForm,
  staffLoginRequest,
  staffLoginResponse,
  staffMe,
} from '@coaching/shared/schemas/staff-auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../lib/error-body.ts';
import { notFound, unauthorized } from '../../lib/http-errors.ts';
import { perBearerToken } from '../../lib/rate-limit-keys.ts';
import { staffErrors } from '../../lib/staff-route-schemas.ts';
import {
  clearStaffCookie,
  csrfTokenFor,
  setStaffCookie,
  staffCookieToken,
} from '../../lib/staff-session-cookie.ts';
import { bearerHash, staffOf } from '../../plugins/auth.ts';
import { revokeToken } from '../auth/token-repository.ts';
import { changeStaffPassword } from './change-staff-password.ts';
import { logInStaff } from './log-in-staff.ts';
import { renewRecoveryCodes } from './renew-recovery-codes.ts';
import { findStaffIdentity } from './staff-repository.ts';

export const staffAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    {
      config: { access: 'public', rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        summary: 'Log in a coach or administrator (password, then TOTP code or recovery code)',
        description:
          'Answers status totp-required when the password is right and a second factor is needed, ' +
          'totp-setup with a new secret on first login (send a code from it to finish), or ok with a token. ' +
          'With session cookie the token goes in an HttpOnly cookie and the answer carries a CSRF token.',
        body: staffLoginRequest,
        response: { 200: staffLoginResponse, 400: errorBody, 401: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const answer = await logInStaff(app.db, request.body, app.config.totpStepSeconds, request.ip);
      if (answer.status !== 'ok' || request.body.session !== 'cookie' || !answer.access_token) return answer;
      const { access_token, token_type: _bearer, ...rest } = answer;
      setStaffCookie(reply, access_token);
      return { ...rest, csrf_token: csrfTokenFor(access_token) };
    },
  );

  app.post(
    '/logout',
    {
      onRequest: app.requireStaff,
      schema: {
        summary: 'Revoke the staff member’s token (the session in every tab of a browser)',
        response: { 200: okAnswer, ...staffErrors },
      },
    },
    async (request, reply) => {
      if (request.caller) await revokeToken(app.db, request.caller.tokenId);
      clearStaffCookie(reply);
      return { data: 'ok' as const };
    },
  );

  app.get(
    '/me',
    {
      onRequest: app.requireStaff,
      schema: {
        summary: 'The logged-in staff member',
        response: { 200: z.object({ data: staffMe }), ...staffErrors },
      },
    },
    async (request) => {
      const member = await findStaffIdentity(app.db, staffOf(request).staffId);
      if (!member) throw notFound();
      const { recoveryCodesLeft, ...identity } = member;
      const cookie = bearerHash(request) ? null : staffCookieToken(request);
      const csrf = cookie ? csrfTokenFor(cookie) : null;
      return { data: { ...identity, recovery_codes_left: recoveryCodesLeft, csrf_token: csrf } };
    },
  );

  app.post(
    '/me/recovery-codes',
    {
      onRequest: app.requireStaff,
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        summary: 'Replace the recovery codes (confirm with a current code)',
        body: staffCodeForm,
        response: {
          200: z.object({ data: z.object({ recovery_codes: z.array(z.string()) }) }),
          ...staffErrors,
        },
      },
    },
    async (request) => ({
      data: {
        recovery_codes: await renewRecoveryCodes(
          app.db,
          staffOf(request).staffId,
          request.body.totp,
          app.config.totpStepSeconds,
        ),
      },
    }),
  );

  app.put(
    '/me/password',
    {
      onRequest: app.requireStaff,
      config: { rateLimit: { max: 10, timeWindow: 15 * 60_000, keyGenerator: perBearerToken } },
      schema: {
        summary: 'Change the staff member’s own password; every other session of theirs is signed out',
        description: 'A wrong current password is a 400 with the error on current_password.',
        body: staffChangePasswordRequest,
        response: { 200: okAnswer, ...staffErrors, 429: errorBody },
      },
    },
    async (request) => {
      const caller = request.caller;
      if (caller?.kind !== 'staff') throw unauthorized();
      await changeStaffPassword(app.db, caller, request.body.current_password, request.body.password);
      return { data: 'ok' as const };
    },
  );
};
