import { ApiError, api } from '../../../lib/api-client.ts';
import { staffToken } from './staff-token.ts';

/** Always the staff token (or none): never the client portal's token from the same browser. */
const withStaffToken = (): RequestInit => {
  const token = staffToken.get();
  return { headers: { authorization: token ? `Bearer ${token}` : '' } };
};

/** An expired or revoked staff token ends the staff session; the layout then shows the login. */
async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && staffToken.get()) staffToken.clear();
    throw error;
  }
}

/** Calls to /api/staff/...; paths are relative to it, e.g. staffApi.get('queue'). */
export const staffApi = {
  get: <T>(path: string) => call(() => api.get<T>(`staff/${path}`, withStaffToken())),
  post: <T>(path: string, body?: unknown) => call(() => api.post<T>(`staff/${path}`, body, withStaffToken())),
  postOnce: <T>(path: string, body?: unknown) =>
    call(() => api.postOnce<T>(`staff/${path}`, body, withStaffToken())),
  put: <T>(path: string, body?: unknown) => call(() => api.put<T>(`staff/${path}`, body, withStaffToken())),
  delete: <T>(path: string) => call(() => api.delete<T>(`staff/${path}`, withStaffToken())),
};

/** Answers are `{data}`; the hooks pass on the inside. */
export const data = <T>(answer: { data: T }): T => answer.data;
