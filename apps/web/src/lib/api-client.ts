import { codeForStatus, type ErrorCode, isErrorCode } from '@coaching/shared/error-codes';
import type { ErrorAnswer, FieldErrors } from '@coaching/shared/schemas/errors';
import { loadingFlag } from './loading-flag.ts';
import { signInAgain } from './sign-in-again.ts';
import { tokenStorage } from './token-storage.ts';

/** The server's codes, and the web's own for a call that got no answer (offline, the network failed). */
export type ApiErrorCode = ErrorCode | 'UNREACHABLE';

/**
 * A failed call: the status, the code to branch on, a message safe to show, and field errors when the
 * server named fields. An answer without a code (not from this API: a proxy's) gets its status's.
 */
export class ApiError extends Error {
  readonly code: ApiErrorCode;

  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldErrors = {},
    code?: ApiErrorCode,
  ) {
    super(message);
    this.code = code ?? (status === 0 ? 'UNREACHABLE' : codeForStatus(status));
  }
}

/** An answer with the ETag it came with: a form's version, or what the next poll asks "changed since?" */
export type Versioned<T> = { etag: string | null; data: T };

/** A call refused because the sign-in ran out or was revoked (or there was none). */
export const isSignedOutError = (error: unknown): boolean =>
  error instanceof ApiError && error.code === 'NOT_SIGNED_IN';

/**
 * The error answer's parts that are there. Read by hand: the schema would bring zod into the first
 * load, and zod made there (before main.tsx turns its eval off) breaks the Content-Security-Policy.
 */
export const errorAnswerOf = (body: unknown): Partial<ErrorAnswer> => {
  const { message, code, errors } = (body ?? {}) as Record<string, unknown>;
  return {
    ...(typeof message === 'string' ? { message } : {}),
    ...(isErrorCode(code) ? { code } : {}),
    ...(errors && typeof errors === 'object' ? { errors: errors as FieldErrors } : {}),
  };
};

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** `signInAgain: false` for the calls that sign in and out, which must not ask to sign in. */
type CallInit = RequestInit & { signInAgain?: false };

/** A call made with a token not stored yet (a sign-in checking it); without one, the stored token is sent. */
export const withToken = (token?: string): CallInit | undefined =>
  token ? { headers: { authorization: `Bearer ${token}` } } : undefined;

/** A write made over the version the page showed (If-Match: refused 412 if it changed), or over none. */
export const overVersion = (ifMatch: string | null): CallInit | undefined =>
  ifMatch ? { headers: { 'if-match': ifMatch } } : undefined;

export const SIGNED_OUT =
  'You are no longer signed in. Sign in again to send this; what you entered is still here.';

/** Sent with the client's stored token, or with none from a signed-in page whose token another tab cleared. */
const asSignedInClient = (init: RequestInit) =>
  !new Headers(init.headers).has('authorization') &&
  (tokenStorage.get() !== null || signInAgain.canAsk('write'));

/**
 * A write the server refused because the client's sign-in ended asks them to sign in again in place,
 * then sends the same write once more, so nothing typed is lost (issue #28).
 */
async function request<T>(
  method: Method,
  path: string,
  body?: unknown,
  init: CallInit = {},
): Promise<Answered<T>> {
  const { signInAgain: ask = true, ...rest } = init;
  const asClient = asSignedInClient(rest);
  try {
    return await send<T>(method, path, body, rest);
  } catch (error) {
    if (!isSignedOutError(error) || method === 'GET' || !ask || !asClient) throw error;
    if (!(await signInAgain.ask('write'))) throw new ApiError(401, SIGNED_OUT);
    return send<T>(method, path, body, rest);
  }
}

/** An answer's body, and its version (ETag) for the forms that send it back as If-Match. */
type Answered<T> = { body: T; etag: string | null };

async function send<T>(method: Method, path: string, body: unknown, init: RequestInit): Promise<Answered<T>> {
  const headers = new Headers(init.headers);
  const token = tokenStorage.get();
  if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
  if (body !== undefined) headers.set('content-type', 'application/json');
  if (method !== 'GET') loadingFlag.start();
  try {
    const response = await fetch(`/api/${path.replace(/^\//, '')}`, {
      ...init,
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const etag = response.headers.get('etag');
    if (response.status === 204 || response.status === 304) return { body: undefined as T, etag };
    const data: unknown = await response.json().catch(() => ({}));
    if (!response.ok) {
      const problem = errorAnswerOf(data);
      throw new ApiError(
        response.status,
        problem.message ?? 'Something went wrong',
        problem.errors ?? {},
        problem.code,
      );
    }
    return { body: data as T, etag };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(0, 'We could not reach the service. Check your internet connection and try again.');
  } finally {
    if (method !== 'GET') loadingFlag.stop();
  }
}

/**
 * A write that must not happen twice (a message, a help request): one fresh Idempotency-Key per call,
 * and one retry with that same key when the network failed, since the server may already have
 * written it; with the key it answers the retry without writing again.
 */
async function postOnce<T>(path: string, body: unknown, init: CallInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('idempotency-key', crypto.randomUUID());
  const send = () => bodyOf(request<T>('POST', path, body, { ...init, headers }));
  try {
    return await send();
  } catch (error) {
    if (error instanceof ApiError && error.code === 'UNREACHABLE') return send();
    throw error;
  }
}

const bodyOf = <T>(answer: Promise<Answered<T>>): Promise<T> => answer.then(({ body }) => body);

export const api = {
  get: <T>(path: string, init?: RequestInit) => bodyOf(request<T>('GET', path, undefined, init)),
  post: <T>(path: string, body?: unknown, init?: CallInit) =>
    bodyOf(request<T>('POST', path, body ?? {}, init)),
  postOnce: <T>(path: string, body?: unknown, init?: CallInit) => postOnce<T>(path, body ?? {}, init),
  put: <T>(path: string, body?: unknown, init?: CallInit) =>
    bodyOf(request<T>('PUT', path, body ?? {}, init)),
  delete: <T>(path: string, init?: CallInit) => bodyOf(request<T>('DELETE', path, undefined, init)),
  /** A call whose `{data}` answer comes with its ETag: what a form edits, and its version. */
  versioned: <T>(method: Method, path: string, body?: unknown, init?: CallInit): Promise<Versioned<T>> =>
    request<{ data: T }>(
      method,
      path,
      method === 'GET' || method === 'DELETE' ? undefined : (body ?? {}),
      init,
    ).then(({ body: answer, etag }) => ({ etag, data: answer.data })),
};
