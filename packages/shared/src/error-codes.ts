// Without zod, so the web's API client can read an error answer without loading validation code.

/**
 * What a refusal was, sent beside its message (`{ message, code, errors? }`), so the web branches on
 * the code and never on the status or the wording. Most codes name a kind of refusal; a few name one
 * refusal the web treats apart (a failed sign-in, an e-mail address already registered).
 */
export const ERROR_CODES = [
  'INVALID_INPUT',
  'NOT_SIGNED_IN',
  'LOGIN_FAILED',
  'SECURITY_CODE_WRONG',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'EMAIL_TAKEN',
  'BAND_NOT_OFFERED',
  'COACH_AWAY',
  'TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'IDEMPOTENCY_KEY_REUSED',
  'CHANGED_SINCE_OPENED',
  'TOO_MANY_REQUESTS',
  'INTERNAL',
  'UNAVAILABLE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

const CODE_OF_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'INVALID_INPUT',
  401: 'NOT_SIGNED_IN',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  412: 'CHANGED_SINCE_OPENED',
  413: 'TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'IDEMPOTENCY_KEY_REUSED',
  429: 'TOO_MANY_REQUESTS',
  503: 'UNAVAILABLE',
};

/** The code of a refusal that names no more than its status. */
export const codeForStatus = (status: number): ErrorCode =>
  CODE_OF_STATUS[status] ?? (status >= 500 ? 'INTERNAL' : 'INVALID_INPUT');

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
