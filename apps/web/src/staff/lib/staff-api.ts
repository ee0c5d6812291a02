import { STAFF_BACKGROUND_HEADER, STAFF_CSRF_HEADER } from '@coaching/shared/constants';
import { api, isSignedOutError, type Method } from '../../lib/api-client.ts';
import { staffSession } from './staff-session.ts';

/**
 * The session cookie goes with every call by itself; an empty authorization keeps the client portal's
 * token from the same browser out, and changes carry the CSRF token.
 */
export const staffHeaders = (extra: Record<string, string> = {}): Record<string, string> => ({
  authorization: '',
  [STAFF_CSRF_HEADER]: staffSession.csrf() ?? '',
  ...extra,
});
const withStaffSession = (): RequestInit => ({ headers: staffHeaders() });

/** A poll the console makes by itself, which does not keep an idle session alive. */
export const backgroundHeaders = () => staffHeaders({ [STAFF_BACKGROUND_HEADER]: '1' });

/** An ended session (signed out elsewhere, idle, expired) shows the sign-in page. */
export function endOn401(error: unknown): never {
  if (isSignedOutError(error)) staffSession.ended();
  throw error;
}

const call = <T>(run: () => Promise<T>): Promise<T> => run().catch(endOn401);

/** Calls to /api/staff/...; paths are relative to it, e.g. staffApi.get('queue'). */
export const staffApi = {
  get: <T>(path: string) => call(() => api.get<T>(`staff/${path}`, withStaffSession())),
  post: <T>(path: string, body?: unknown) =>
    call(() => api.post<T>(`staff/${path}`, body, withStaffSession())),
  postOnce: <T>(path: string, body?: unknown) =>
    call(() => api.postOnce<T>(`staff/${path}`, body, withStaffSession())),
  put: <T>(path: string, body?: unknown) => call(() => api.put<T>(`staff/${path}`, body, withStaffSession())),
  delete: <T>(path: string) => call(() => api.delete<T>(`staff/${path}`, withStaffSession())),
  /** A `{data}` call answered with its ETag; a form's save sends back the one it was filled from. */
  versioned: <T>(method: Method, path: string, body?: unknown, ifMatch?: string | null) =>
    call(() =>
      api.versioned<T>(method, `staff/${path}`, body, {
        headers: staffHeaders(ifMatch ? { 'if-match': ifMatch } : {}),
      }),
    ),
};

/** Answers are `{data}`; the hooks pass on the inside. */
export const data = <T>(answer: { data: T }): T => answer.data;
