import { codeForStatus } from '@coaching/shared/error-codes';
import type { ErrorAnswer, FieldErrors } from '@coaching/shared/schemas/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-errors.ts';
import { describeError, describeRequest, isDatabaseUnavailable } from '../lib/safe-log.ts';

type Issue = {
  instancePath: string;
  message?: string | undefined;
  keyword: string;
  params: Record<string, unknown>;
};

function fieldErrors(issues: Issue[], prefix: string): FieldErrors {
  // A Map, since a field may be named like an object's own property (`__proto__`, `constructor`).
  const errors = new Map<string, string[]>();
  const add = (path: string, text: string) => {
    const key = path || prefix || 'body';
    const texts = errors.get(key) ?? [];
    // One rule can fail twice (a postcode both too long and badly formed): say it once.
    if (!texts.includes(text)) errors.set(key, [...texts, text]);
  };
  for (const issue of issues) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params.keys)) {
      for (const key of issue.params.keys) add(path ? `${path}.${key}` : String(key), 'Unknown field');
    } else {
      add(path, issue.message ?? 'Invalid value');
    }
  }
  return Object.fromEntries(errors);
}

/** One error handler: field errors for bad input, safe messages for the rest, no 5xx detail. */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({
        message: 'There is a problem with the information you sent',
        code: 'INVALID_INPUT',
        errors: fieldErrors(error.validation, error.validationContext ?? ''),
      } satisfies ErrorAnswer);
    }
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      const answer: ErrorAnswer = { message: error.message, code: error.code };
      return reply.status(error.statusCode).send(error.errors ? { ...answer, errors: error.errors } : answer);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        status === 415
          ? 'Send the request body as JSON'
          : status === 413
            ? 'The request is too large'
            : error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
              ? 'The request body is not valid JSON'
              : 'The request could not be understood';
      return reply.status(status).send({ message, code: codeForStatus(status) } satisfies ErrorAnswer);
    }
    request.log.error({ ...describeError(error), request: describeRequest(request) }, 'request failed');
    if (isDatabaseUnavailable(error)) {
      return reply
        .status(503)
        .header('retry-after', '30')
        .send({
          message: 'The service is unavailable for a moment. Please try again in a minute.',
          code: 'UNAVAILABLE',
        } satisfies ErrorAnswer);
    }
    return reply.status(500).send({
      message: 'Something went wrong. Please try again later.',
      code: 'INTERNAL',
    } satisfies ErrorAnswer);
  });
});
