import { STAFF_SIGNED_IN_COOKIE } from '@coaching/shared/constants';
import type { StaffMe } from '@coaching/shared/schemas/staff-auth';
import type { StaffSessionView } from '@coaching/shared/schemas/staff-sessions';
import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { staffMeQuery } from '../../../lib/api/get-staff-me.ts';
import { SessionActions } from './session-actions.tsx';

const coach = { id: 3, name: 'Sam Coach', role: 'coach' } as StaffMe;
const base = {
  id: 40,
  type: 'coaching',
  due_date: '2026-11-23',
  time: 'lunch',
  notes: [],
  undo_until: null,
  marked_by: null,
} as unknown as StaffSessionView;
const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
const forms = { open: null, show: vi.fn(), close: vi.fn() };

const renderActions = (
  session: StaffSessionView,
  me: StaffMe = coach,
  answer: { status?: number; body: unknown } = { body: { data: [] } },
) =>
  renderWithProviders(
    <Routes>
      <Route
        path="/staff/clients/:clientId/sessions"
        element={<SessionActions session={session} forms={forms} />}
      />
    </Routes>,
    {
      route: '/staff/clients/12/sessions',
      queryData: [[staffMeQuery.queryKey, me]],
      fetch: { 'PUT /api/staff/clients/12/sessions/40/status': answer },
    },
  );

beforeEach(() => {
  vi.spyOn(document, 'cookie', 'get').mockReturnValue(`${STAFF_SIGNED_IN_COOKIE}=1`);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('SessionActions', () => {
  it('offers Undo in place to whoever marked it held, and sends the session back to upcoming', async () => {
    const { user, requests } = renderActions({
      ...base,
      status: 'complete',
      undo_until: inMinutes(9),
      marked_by: 3,
    });
    await user.click(screen.getByRole('button', { name: /^Undo held/ }));
    await vi.waitFor(() => expect(requests.map((r) => r.body)).toEqual([{ status: 'due' }]));
  });

  it('takes Undo away when the 10 minutes are up, without a reload', () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderActions({ ...base, status: 'missed', undo_until: inMinutes(1), marked_by: 3 });
    expect(screen.getByRole('button', { name: /^Undo missed/ })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(61_000);
    });
    expect(screen.queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument();
  });

  it('offers no Undo to another coach, and says why the service refused one', async () => {
    renderActions({ ...base, status: 'complete', undo_until: inMinutes(5), marked_by: 7 });
    expect(screen.queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument();

    const refusal =
      'Held or missed can be undone only within 10 minutes of marking it. Add a case note to correct the record.';
    const { user } = renderActions(
      { ...base, status: 'complete', undo_until: inMinutes(5), marked_by: 3 },
      coach,
      { status: 409, body: { message: refusal } },
    );
    await user.click(screen.getByRole('button', { name: /^Undo held/ }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });

  it('asks before cancelling, and cancels only on Yes', async () => {
    const { user, requests } = renderActions({ ...base, status: 'due' });
    await user.click(screen.getByRole('button', { name: /^Cancel session/ }));
    // jsdom has no showModal: the dialog's buttons are there, hidden from the accessibility tree.
    expect(requests, 'nothing is cancelled until confirmed').toEqual([]);
    await user.click(screen.getByRole('button', { name: 'No, keep it', hidden: true }));
    expect(requests).toEqual([]);
    await user.click(screen.getByRole('button', { name: /^Cancel session/ }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel the session', hidden: true }));
    await vi.waitFor(() => expect(requests.map((r) => r.body)).toEqual([{ status: 'cancelled' }]));
  });
});
