import { QueryCache, type QueryClient, QueryObserver } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testQueryClient } from '../test/render-with-providers.tsx';
import { ApiError } from './api-client.ts';
import { readAgainSignedIn } from './read-again-signed-in.ts';
import { signInAgain, useSignInAsked } from './sign-in-again.ts';

/** A client as the app's (app/providers.tsx), and a plan whose first read is refused as signed out. */
function refusedOnce(shown?: { id: number }) {
  const client: QueryClient = testQueryClient(new QueryCache({ onError: readAgainSignedIn(() => client) }));
  if (shown) client.setQueryData(['plan'], shown);
  let calls = 0;
  const queryFn = () => {
    calls += 1;
    return calls === 1 ? Promise.reject(new ApiError(401, 'Not authenticated')) : Promise.resolve({ id: 3 });
  };
  new QueryObserver(client, { queryKey: ['plan'], queryFn }).subscribe(() => {});
  return { client, calls: () => calls };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a page whose data could not load because the sign-in ended', () => {
  it('asks to sign in again in place, then loads it', async () => {
    const withdraw = signInAgain.offer();
    const asked = renderHook(() => useSignInAsked());
    const { client } = refusedOnce();
    await waitFor(() => expect(asked.result.current).toBe('read'));
    signInAgain.settle(true);
    await waitFor(() => expect(client.getQueryData(['plan'])).toEqual({ id: 3 }));
    expect(asked.result.current).toBeNull();
    withdraw();
  });

  it('asks nothing when a list already on screen fails to refresh in the background', async () => {
    const withdraw = signInAgain.offer();
    const asked = renderHook(() => useSignInAsked());
    const { client, calls } = refusedOnce({ id: 2 });
    await waitFor(() => expect(calls()).toBe(1));
    await settled();
    expect([asked.result.current, client.getQueryData(['plan'])]).toEqual([null, { id: 2 }]);
    withdraw();
  });

  it('asks nothing before a signed-in page is shown (a refused token as the app starts signs nobody in)', async () => {
    const asked = renderHook(() => useSignInAsked());
    const { calls } = refusedOnce();
    await settled();
    expect([asked.result.current, calls()]).toEqual([null, 1]);
  });

  it('asks nothing once the person said "Not now" to sending, until they are signed in again', async () => {
    const withdraw = signInAgain.offer();
    signInAgain.decline();
    const asked = renderHook(() => useSignInAsked());
    refusedOnce();
    await settled();
    expect(asked.result.current).toBeNull();
    withdraw();
  });
});
