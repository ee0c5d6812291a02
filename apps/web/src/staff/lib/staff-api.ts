import { STAFF_BACKGROUND_HEADER, STAFF_CSRF_HEADER } from '@coaching/shared/constants';
import { api, type Method } from '../../lib/api-client.ts';
import { staffSession } from './staff-session.ts';
import { callSignedIn } from './staff-sign-in-again.ts';

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

const read = <T>(run: () => Promise<T>) => callSignedIn('read', run);
const write = <T>(run: () => Promise<T>) => callSignedIn('write', run);

/** Calls to /api/staff/...; paths are relative to it, e.g. staffApi.get('queue'). */
export const staffApi = {
  get: <T>(path: string) => read(() => api.get<T>(`staff/${path}`, withStaffSession())),
  post: <T>(path: string, body?: unknown) =>
    write(() => api.post<T>(`staff/${path}`, body, withStaffSession())),
  postOnce: <T>(path: string, body?: unknown) =>
    write(() => api.postOnce<T>(`staff/${path}`, body, withStaffSession())),
  put: <T>(path: string, body?: unknown) =>
    write(() => api.put<T>(`staff/${path}`, body, withStaffSession())),
  delete: <T>(path: string) => write(() => api.delete<T>(`staff/${path}`, withStaffSession())),
  /** A `{data}` call answered with its ETag; a form's save sends back the one it was filled from. */
  versioned: <T>(method: Method, path: string, body?: unknown, ifMatch?: string | null) =>
    callSignedIn(method === 'GET' ? 'read' : 'write', () =>
      api.versioned<T>(method, `staff/${path}`, body, {
        headers: staffHeaders(ifMatch ? { 'if-match': ifMatch } : {}),
      }),
    ),
};

/** Answers are `{data}`; the hooks pass on the inside. */
export const data = <T>(answer: { data: T }): T => answer.data;
