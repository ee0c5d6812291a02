import { ApiError } from './api-client.ts';

/**
 * Whether a failed read is tried once more: yes after a lost connection or a server fault, which may
 * pass; never after a refusal (4xx), which would only be refused again a second later, holding back
 * what the page shows for it (the sign-in step after a 401, "not found" after a 404).
 */
export const retryRead = (failures: number, error: unknown): boolean =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);
