import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.ts';
import { sessionsQuery } from '../../../lib/sessions.ts';

/**
 * A move or cancel refused because the session changed since the window opened (412): the sessions
 * reload before the refusal reaches the window, so it can say when the session is now.
 */
export const reloadIfChanged = (queryClient: QueryClient) => async (error: Error) => {
  if (error instanceof ApiError && error.code === 'CHANGED_SINCE_OPENED') {
    await queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey });
  }
};
