import { PASSWORD_RESET_MSG } from '@coaching/shared/messages';
import { linkStatusResponse } from '@coaching/shared/schemas/link-status';
import { okAnswer } from '@coaching/shared/schemas/ok-answer';
import {
  forgotPasswordRequest,
  resetPasswordParams,
  resetPasswordRequest,
  resetPasswordResponse,
} from '@coaching/shared/schemas/password-reset';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../lib/error-body.ts';
import { fieldError } from '../../lib/http-errors.ts';
import { PER_IP } from '../../plugins/rate-limit.ts';
import { checkResetLink } from './check-reset-link.ts';
import { requestPasswordReset } from './request-password-reset.ts';
import { resetPassword } from './reset-password.ts';

export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/clients/forgotpassword',
    {
      config: { access: 'public', rateLimit: PER_IP.passwordResetEmail },
      schema: {
        summary: 'E-mail a password reset link, if an open account has this e-mail and date of birth',
        description: 'Answers the same whether or not the account exists. The link expires within an hour.',
        body: forgotPasswordRequest,
        response: { 200: okAnswer, 400: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      const { email, dob } = request.body;
      app.deferUntilAnswered(request, () => requestPasswordReset(app.db, app.config.publicUrl, email, dob));
      return { data: 'ok' as const };
    },
  );

  app.get(
    '/clients/resetpassword/:token',
    {
      config: { access: 'public', rateLimit: PER_IP.passwordReset },
      schema: {
        summary: 'Whether a password-reset link can still be used',
        description:
          'Answers {usable: false} for a used, expired or unknown link, so the page says so when opened.',
        params: resetPasswordParams,
        response: { 200: linkStatusResponse, 400: errorBody, 429: errorBody },
      },
    },
    async (request) => checkResetLink(app.db, request.params.token),
  );

  app.post(
    '/clients/resetpassword/:token',
    {
      config: { access: 'public', rateLimit: PER_IP.passwordReset },
      schema: {
        summary: 'Set a new password with the token from the e-mailed link; signs out every session',
        description:
          'A used, expired or unknown link, or one sent for another e-mail or date of birth, is a 404.',
        params: resetPasswordParams,
        body: resetPasswordRequest,
        response: { 200: resetPasswordResponse, 400: errorBody, 404: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      if (request.params.token !== request.body.token)
        throw fieldError('token', PASSWORD_RESET_MSG.tokenMismatch);
      await resetPassword(app.db, request.body);
      return { status: true as const };
    },
  );
};
