import type { Query, QueryClient } from '@tanstack/react-query';
import { isSignedOutError } from './api-client.ts';
import { signInAgain } from './sign-in-again.ts';

/**
 * A page whose data could not load because the sign-in ended asks to sign in again in place (issue
 * #28), then loads it: the person is told why, never only "could not load". A list already on screen
 * that fails to refresh in the background stays as it is, asking nothing until the person acts.
 */
export const readAgainSignedIn =
  (client: () => QueryClient) => (error: Error, query: Query<unknown, unknown>) => {
    if (!isSignedOutError(error) || query.state.data !== undefined || !signInAgain.canAsk('read')) return;
    void signInAgain.ask('read').then((signedIn) => {
      if (signedIn) void client().invalidateQueries({ queryKey: query.queryKey, exact: true });
    });
  };
