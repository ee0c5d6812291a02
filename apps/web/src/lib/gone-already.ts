import { ApiError } from './api-client.ts';

/**
 * A delete's failure, unless what it deletes was gone already (404: deleted in another tab or on
 * another device): that is what the person asked for, so the page says it is done rather than
 * "could not", which trying again would only repeat.
 */
export function unlessGoneAlready(error: unknown): void {
  if (!(error instanceof ApiError && error.status === 404)) throw error;
}
