import { SIGNED_IN_HINT_COOKIE } from '@coaching/shared/constants';
import type { Profile } from '@coaching/shared/schemas/profile';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { tokenStorage } from '../../../lib/token-storage.ts';
import { stubFetch, testQueryClient } from '../../../test/render-with-providers.tsx';
import { profileQuery, useSession } from './get-profile.ts';

afterEach(() => tokenStorage.clearAll());

const readProfile = (answer: { status: number; body: unknown }) => {
  stubFetch({ 'GET /api/mlw/me': answer });
  return testQueryClient().fetchQuery(profileQuery);
};

describe('the profile of the stored token', () => {
  it('drops the signed-in hint when the service no longer accepts the token (its sign-in expired)', async () => {
    tokenStorage.set('expired-client-token');
    expect(document.cookie).toContain(`${SIGNED_IN_HINT_COOKIE}=1`);
    await expect(
      readProfile({ status: 401, body: { message: 'Sign in again', code: 'NOT_SIGNED_IN' } }),
    ).rejects.toThrow();
    expect(document.cookie).not.toContain(SIGNED_IN_HINT_COOKIE);
    expect(tokenStorage.get()).toBe('expired-client-token');
  });

  it('keeps it when the profile fails for another reason', async () => {
    tokenStorage.set('client-token');
    await expect(readProfile({ status: 500, body: { message: 'Down', code: 'INTERNAL' } })).rejects.toThrow();
    expect(document.cookie).toContain(`${SIGNED_IN_HINT_COOKIE}=1`);
  });
});

describe('the session', () => {
  it('stays signed in on this page when another tab signs out, and ends when this tab signs out', () => {
    const queryClient = testQueryClient();
    tokenStorage.set('client-token');
    queryClient.setQueryData(profileQuery.queryKey, { id: 1, first_name: 'Jo' } as Profile);
    const session = renderHook(() => useSession(), {
      wrapper: ({ children }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
    });
    expect(session.result.current.status).toBe('logged-in');

    // Another tab's sign-out empties the local storage the tabs share.
    localStorage.clear();
    session.rerender();
    expect(session.result.current.status).toBe('logged-in');

    act(() => {
      tokenStorage.clearAll();
      queryClient.clear();
    });
    // Signing out here goes on to the sign-in page, which draws the layout again.
    session.rerender();
    expect(session.result.current.status).toBe('logged-out');
  });
});
