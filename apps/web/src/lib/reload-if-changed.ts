import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/**
 * A client's write refused because what it replaces changed since the page showed it (412): `queryKey`
 * reloads before the refusal reaches the form, so the form can say what it is now.
 */
export const reloadIfChanged = (queryClient: QueryClient, queryKey: QueryKey) => async (error: Error) => {
  if (error instanceof ApiError && error.code === 'CHANGED_SINCE_OPENED') {
    await queryClient.invalidateQueries({ queryKey });
  }
};
