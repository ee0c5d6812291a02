import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorCode } from '../../lib/api-client.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { useStaffMutation } from './use-staff-mutation.ts';

const DIARY = ['staff', 'diary'];

/** A button whose change the service refuses with the given status. */
function RefusedChange({ status, code }: { status: number; code?: ApiErrorCode }) {
  const change = useStaffMutation(
    async () => {
      throw new ApiError(status, 'That time band is full in the coach’s diary.', {}, code);
    },
    { invalidate: () => [DIARY] },
  );
  return (
    <button type="button" onClick={() => change.mutate(undefined)}>
      {change.isError ? 'Refused' : 'Book'}
    </button>
  );
}

async function refuse(status: number, code?: ApiErrorCode) {
  const { queryClient, user } = renderWithProviders(<RefusedChange status={status} code={code} />, {
    queryData: [[DIARY, { free: 2 }]],
  });
  await user.click(screen.getByRole('button', { name: 'Book' }));
  await screen.findByRole('button', { name: 'Refused' });
  return queryClient.getQueryState(DIARY)?.isInvalidated;
}

describe('useStaffMutation', () => {
  it('refreshes what the page shows when the service refuses a change as out of date (409)', async () => {
    expect(await refuse(409)).toBe(true);
  });

  it('refreshes it when the coach no longer works the band (400 BAND_NOT_OFFERED)', async () => {
    expect(await refuse(400, 'BAND_NOT_OFFERED')).toBe(true);
  });

  it('refreshes it when what it changes is gone since the page loaded (404), as another tab removed it', async () => {
    expect(await refuse(404, 'NOT_FOUND')).toBe(true);
  });

  it('refreshes it when the coach is away that day (400 COACH_AWAY)', async () => {
    expect(await refuse(400, 'COACH_AWAY')).toBe(true);
  });

  it('leaves it alone after bad input (400)', async () => {
    expect(await refuse(400)).toBe(false);
  });
});
