import { STAFF_SIGNED_IN_COOKIE } from '@coaching/shared/constants';
import type { MyDay } from '@coaching/shared/schemas/staff-my-day';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { TodaySessions } from './today-sessions.tsx';

type Session = MyDay['today_sessions'][number];
const due: Session = {
  client_id: 12,
  first_name: 'Pat',
  last_name: 'Newcomer',
  session_id: 40,
  type: 'coaching',
  time: 'lunch',
  status: 'due',
  contact_method: 'Phone',
  contact: '07700 900123',
  phone_mobile: '07700 900123',
  last_note: null,
  version: '"session-1"',
};
const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
const STATUS = 'PUT /api/staff/clients/12/sessions/40/status';
const answer = (status: string, undoUntil: string | null) => ({
  body: { data: [{ id: 40, status, undo_until: undoUntil, marked_by: 3 }] },
});

beforeEach(() => {
  vi.spyOn(document, 'cookie', 'get').mockReturnValue(`${STAFF_SIGNED_IN_COOKIE}=1`);
});
afterEach(() => vi.restoreAllMocks());

describe('TodaySessions', () => {
  it('offers Undo on a session just marked held from My day, and sends it back to upcoming', async () => {
    const { requests, user, rerender } = renderWithProviders(<TodaySessions rows={[due]} />, {
      fetch: {
        [STATUS]: (request) =>
          (request.body as { status: string }).status === 'due'
            ? answer('due', null)
            : answer('complete', inMinutes(10)),
      },
    });
    await user.click(screen.getByRole('button', { name: /^Done\s*\(Pat Newcomer\)$/ }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    // My day refreshes after the change: the session comes back held.
    rerender(<TodaySessions rows={[{ ...due, status: 'complete' }]} />);
    const undo = await screen.findByRole('button', {
      name: /^Undo held for the coaching session with Pat Newcomer, possible until/,
    });
    await user.click(undo);
    await waitFor(() => expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(2));
    expect(requests.map((r) => r.body)).toEqual([{ status: 'complete' }, { status: 'due' }]);
  });

  it('offers no Undo for a session marked elsewhere, whose time to undo this page does not know', () => {
    renderWithProviders(<TodaySessions rows={[{ ...due, status: 'missed' }]} />);
    expect(screen.getByText('Missed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument();
  });

  it('takes Undo away when the service says the session can no longer be undone', async () => {
    const { user, rerender } = renderWithProviders(<TodaySessions rows={[due]} />, {
      fetch: { [STATUS]: answer('missed', null) },
    });
    await user.click(screen.getByRole('button', { name: /^Missed\s*\(Pat Newcomer\)$/ }));
    rerender(<TodaySessions rows={[{ ...due, status: 'missed' }]} />);
    expect(await screen.findByText('Missed', { selector: '.tag' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument();
  });
});
