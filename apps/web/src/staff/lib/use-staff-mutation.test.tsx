import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { useStaffMutation } from './use-staff-mutation.ts';

const DIARY = ['staff', 'diary'];

function setUp(failWith: number) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  queryClient.setQueryData(DIARY, { free: 2 });
  const { result } = renderHook(
    () =>
      useStaffMutation(
        async () => {
          throw new ApiError(failWith, 'That time band is full in the coach’s diary.');
        },
        { invalidate: () => [DIARY] },
      ),
    { wrapper: ({ children }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider> },
  );
  return { queryClient, result };
}

describe('useStaffMutation', () => {
  it('refreshes what the page shows when the service refuses a change as out of date (409)', async () => {
    const { queryClient, result } = setUp(409);
    result.current.mutate(undefined);
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(queryClient.getQueryState(DIARY)?.isInvalidated).toBe(true);
  });

  it('leaves it alone after bad input (400)', async () => {
    const { queryClient, result } = setUp(400);
    result.current.mutate(undefined);
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(queryClient.getQueryState(DIARY)?.isInvalidated).toBe(false);
  });
});
