export type FieldErrors = Record<string, string[]>;

/** An error the API answers with on purpose: a status, a message safe to show, optional field errors. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what = 'Not found') => new HttpError(404, what);
export const badRequest = (message: string, errors?: FieldErrors) => new HttpError(400, message, errors);
export const fieldError = (field: string, text: string) => new HttpError(400, text, { [field]: [text] });
export const conflict = (message: string) => new HttpError(409, message);
export const unauthorized = (message = 'Not authenticated') => new HttpError(401, message);
export const forbidden = (message = 'Not allowed') => new HttpError(403, message);
/** A lockout or throttle: says when to try again (RFC 9110 §10.2.3). */
export const tooManyRequests = (message: string, retryAfterMs: number) =>
  new HttpError(429, message, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
  });
