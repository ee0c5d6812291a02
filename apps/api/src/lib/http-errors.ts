import { codeForStatus, type ErrorCode } from '@coaching/shared/error-codes';
import type { FieldErrors } from '@coaching/shared/schemas/errors';

type Extra = { code?: ErrorCode; headers?: Record<string, string> };

/**
 * An error the API answers with on purpose: a status, a code the web branches on (the status's own
 * unless given), a message safe to show, optional field errors.
 */
export class HttpError extends Error {
  readonly code: ErrorCode;
  readonly headers: Record<string, string> | undefined;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    extra: Extra = {},
  ) {
    super(message);
    this.code = extra.code ?? codeForStatus(statusCode);
    this.headers = extra.headers;
  }
}

export const notFound = (what = 'Not found') => new HttpError(404, what);
export const badRequest = (message: string, errors?: FieldErrors) => new HttpError(400, message, errors);
export const fieldError = (field: string, text: string) => new HttpError(400, text, { [field]: [text] });
export const conflict = (message: string) => new HttpError(409, message);
export const unauthorized = (message = 'Not authenticated') => new HttpError(401, message);
export const forbidden = (message = 'Not allowed') => new HttpError(403, message);
/** Wrong sign-in details (client or staff), told apart from a session that ended. */
export const loginFailed = (message: string) =>
  new HttpError(401, message, undefined, { code: 'LOGIN_FAILED' });
/** A lockout or throttle: says when to try again (RFC 9110 §10.2.3). */
export const tooManyRequests = (message: string, retryAfterMs: number) =>
  new HttpError(429, message, undefined, {
    headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) },
  });
