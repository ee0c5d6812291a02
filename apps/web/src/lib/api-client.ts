import { loadingFlag } from './loading-flag.ts';
import { tokenStorage } from './token-storage.ts';

export type FieldErrors = Record<string, string[]>;

/** A failed call: the status, a message safe to show, and field errors when the server named fields. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldErrors = {},
  ) {
    super(message);
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function request<T>(method: Method, path: string, body?: unknown, init: RequestInit = {}): Promise<T> {
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
    if (response.status === 204 || response.status === 304) return undefined as T;
    const data: unknown = await response.json().catch(() => ({}));
    if (!response.ok) {
      const problem = (data ?? {}) as { message?: string; errors?: FieldErrors };
      throw new ApiError(response.status, problem.message ?? 'Something went wrong', problem.errors ?? {});
    }
    return data as T;
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
async function postOnce<T>(path: string, body: unknown, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('idempotency-key', crypto.randomUUID());
  const send = () => request<T>('POST', path, body, { ...init, headers });
  try {
    return await send();
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) return send();
    throw error;
  }
}

export const api = {
  get: <T>(path: string, init?: RequestInit) => request<T>('GET', path, undefined, init),
  post: <T>(path: string, body?: unknown, init?: RequestInit) => request<T>('POST', path, body ?? {}, init),
  postOnce: <T>(path: string, body?: unknown, init?: RequestInit) => postOnce<T>(path, body ?? {}, init),
  put: <T>(path: string, body?: unknown, init?: RequestInit) => request<T>('PUT', path, body ?? {}, init),
  delete: <T>(path: string, init?: RequestInit) => request<T>('DELETE', path, undefined, init),
};
