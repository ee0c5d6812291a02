import { REGISTRATION_MSG } from '@coaching/shared/messages';
import { linkStatusResponse } from '@coaching/shared/schemas/link-status';
import { okAnswer } from '@coaching/shared/schemas/ok-answer';
import {
  changeEmailRequest,
  checkClientRequest,
  checkClientResponse,
  newClientRequest,
  passwordCreationParams,
  passwordCreationRequest,
  passwordCreationResponse,
  resendWelcomeRequest,
} from '@coaching/shared/schemas/registration';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../lib/error-body.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { PER_IP } from '../../plugins/rate-limit.ts';
import { changeRegistrationEmail } from './change-registration-email.ts';
import { checkClientExists } from './check-client-exists.ts';
import { checkPasswordCreationLink } from './check-password-creation-link.ts';
import { createPassword } from './create-password.ts';
import { registerClient } from './register-client.ts';
import { resendWelcomeEmail } from './resend-welcome-email.ts';

export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/clients/check-client',
    {
      config: { access: 'public', rateLimit: PER_IP.eligibilityCheck },
      schema: {
        summary: 'Whether a client with this e-mail, or with this name and postcode, already exists',
        body: checkClientRequest,
        response: { 200: checkClientResponse, 400: errorBody, 429: errorBody },
      },
    },
    async (request) => ({ exists: await checkClientExists(app.db, request.body) }),
  );

  app.post(
    '/register/newclient',
    {
      config: { access: 'public', rateLimit: PER_IP.registration },
      schema: {
        summary: 'Register a client and e-mail a password-creation link',
        description:
          'hash is an optional registration key (20-200 URL-safe characters) the caller makes once per registration: a repeated request with the same key for the same e-mail creates nobody and answers ok; 422 when the key was used to register someone else. 409 when the e-mail already has an account.',
        body: newClientRequest,
        response: { 200: okAnswer, 400: errorBody, 409: errorBody, 422: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      await registerClient(app.db, app.config, request.body.client, request.body.hash);
      return { data: 'ok' as const };
    },
  );

  app.post(
    '/register/resend-welcome',
    {
      config: { access: 'public', rateLimit: PER_IP.registrationEmail },
      schema: {
        summary: 'E-mail a fresh password-creation link',
        description: 'Answers ok whether or not an account matches, so it cannot be used to find accounts.',
        body: resendWelcomeRequest,
        response: { 200: okAnswer, 400: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      const { email, dob } = request.body;
      app.deferUntilAnswered(request, () => resendWelcomeEmail(app.db, app.config, email, dob));
      return { data: 'ok' as const };
    },
  );

  app.post(
    '/register/change-email',
    {
      config: { access: 'public', rateLimit: PER_IP.registrationEmail },
      schema: {
        summary: 'Correct the e-mail of a registration that has no password yet',
        description:
          'hash is the registration key sent with register/newclient. Sends a new link to the new address; earlier links stop working.',
        body: changeEmailRequest,
        response: { 200: okAnswer, 400: errorBody, 404: errorBody, 409: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      await changeRegistrationEmail(app.db, app.config, request.body.hash, request.body.email);
      return { data: 'ok' as const };
    },
  );

  app.get(
    '/clients/register/:hash/:client_id',
    {
      config: { access: 'public', rateLimit: PER_IP.passwordCreation },
      schema: {
        summary: 'Whether a password-creation link can still be used',
        description:
          'Answers {usable: false} for a used, expired or unknown link, so the page says so when opened.',
        params: passwordCreationParams,
        response: { 200: linkStatusResponse, 400: errorBody, 429: errorBody },
      },
    },
    async (request) =>
      checkPasswordCreationLink(app.db, Number(request.params.client_id), request.params.hash),
  );

  app.post(
    '/clients/register/:hash/:client_id',
    {
      config: { access: 'public', rateLimit: PER_IP.passwordCreation },
      schema: {
        summary: 'Create the first password from the e-mailed link',
        description: 'The link works once and expires. A used, expired or unknown link answers 404.',
        params: passwordCreationParams,
        body: passwordCreationRequest,
        response: { 200: passwordCreationResponse, 400: errorBody, 404: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      const { hash, client_id: clientId, password } = request.body;
      if (hash !== request.params.hash || String(clientId) !== request.params.client_id) {
        throw badRequest(REGISTRATION_MSG.linkInvalid, { hash: [REGISTRATION_MSG.linkInvalid] });
      }
      await createPassword(app.db, clientId, hash, password);
      return { status: 'complete' as const };
    },
  );
};
