import { type QueryKey, queryOptions } from '@tanstack/react-query';
import { ApiError, errorAnswerOf, type Versioned } from './api-client.ts';
import { tokenStorage } from './token-storage.ts';

/** The client portal's bearer token, when there is one. */
const clientHeaders = (): Record<string, string> => {
  const token = tokenStorage.get();
  return token ? { authorization: `Bearer ${token}` } : {};
};

/** How a polled list is asked for: the headers (given whether a version is held), and the call made. */
export type PollAccess = {
  headers: (held: boolean) => Record<string, string>;
  /** Makes the call: the staff console's asks to sign in again when its session has ended. */
  call: <R>(run: () => Promise<R>, held: R | undefined) => Promise<R>;
};
const clientAccess: PollAccess = { headers: clientHeaders, call: (run) => run() };

/** GET that sends If-None-Match; answers null when the server says 304 (nothing changed). */
export async function getIfChanged<T>(
  path: string,
  etag: string | null,
  sent: Record<string, string> = clientHeaders(),
): Promise<Versioned<T> | null> {
  const headers = new Headers(sent);
  if (etag) headers.set('if-none-match', etag);
  let response: Response;
  try {
    response = await fetch(`/api/${path}`, { headers, cache: 'no-store' });
  } catch {
    throw new ApiError(0, 'We could not reach the service. Check your internet connection and try again.');
  }
  if (response.status === 304) return null;
  const body = (await response.json().catch(() => ({}))) as { data?: T };
  if (!response.ok || body.data === undefined) {
    const problem = errorAnswerOf(body);
    throw new ApiError(
      response.status,
      problem.message ?? 'Something went wrong',
      problem.errors,
      problem.code,
    );
  }
  return { etag: response.headers.get('etag'), data: body.data };
}

/**
 * Query options for a polled list: each fetch sends the ETag held in the cache and keeps the cached
 * list (the same object, so nothing re-renders) when the server answers 304. `access` is the client
 * portal's by default; the staff console passes its own.
 */
export function versionedQuery<T>(queryKey: QueryKey, path: string, access: PollAccess = clientAccess) {
  return queryOptions({
    queryKey,
    queryFn: ({ client }): Promise<Versioned<T>> => {
      const held = client.getQueryData<Versioned<T>>(queryKey);
      return access.call(async () => {
        const fresh = await getIfChanged<T>(path, held?.etag ?? null, access.headers(held !== undefined));
        if (fresh) return fresh;
        if (held) return held;
        const full = await getIfChanged<T>(path, null, access.headers(false));
        if (!full) throw new ApiError(0, 'Something went wrong');
        return full;
      }, held);
    },
  });
}
