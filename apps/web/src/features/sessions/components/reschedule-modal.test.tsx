import type { SessionView } from '@coaching/shared/schemas/sessions';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useSessions } from '../../../lib/sessions.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { RescheduleModal } from './reschedule-modal.tsx';

const session = (due_date: string, time: SessionView['time'], version: string): SessionView => ({
  id: 40,
  type: 'coaching',
  status: 'due',
  due_date,
  time,
  notes: [],
  version,
});
// The client opened the page on Tuesday's session; their coach then moved it to Wednesday lunch time.
const lists = [
  [session('2026-12-01', 'morning', '"session-1"')],
  [session('2026-12-02', 'lunch', '"session-2"')],
];
const timeslots = { data: { dates: ['2026-12-03'], times: { '2026-12-03': ['Morning'] } } };

// jsdom has no showModal: the dialog stays closed, so its buttons are found with `hidden`.
/** The modal as the sessions page opens it: with the session as the list has it now. */
function OpenedFromList() {
  const sessions = useSessions();
  const listed = sessions.data?.find((s) => s.id === 40);
  return listed ? <RescheduleModal session={listed} onClose={() => {}} /> : null;
}

describe('RescheduleModal', () => {
  it('a move refused because the coach moved the session says so in the client’s words, with when it is now, and goes through when sent again', async () => {
    let loads = 0;
    let saves = 0;
    const { user, requests } = renderWithProviders(
      <Routes>
        <Route path="/sessions" element={<OpenedFromList />} />
        <Route path="/session-updated" element={<p>Session updated</p>} />
      </Routes>,
      {
        route: '/sessions',
        fetch: {
          'GET /api/mlw/sessions': () => ({ body: { data: lists[Math.min(loads++, 1)] } }),
          'GET /api/mlw/calendar/timeslots/40': { body: timeslots },
          'PUT /api/mlw/sessions/40': () =>
            saves++ === 0
              ? { status: 412, body: { code: 'CHANGED_SINCE_OPENED', message: 'Someone changed this' } }
              : { body: { data: [session('2026-12-03', 'morning', '"session-3"')] } },
        },
      },
    );
    await vi.waitFor(() => expect(screen.getByLabelText('New date')).toBeEnabled());
    await user.selectOptions(screen.getByLabelText('New date'), '2026-12-03');
    await vi.waitFor(() => expect(screen.getByLabelText('New time')).toBeEnabled());
    await user.selectOptions(screen.getByLabelText('New time'), 'Morning');
    await user.click(screen.getByRole('button', { name: 'Reschedule session', hidden: true }));

    const summary = await screen.findByText(/Your session was changed after you opened this page/);
    expect(summary).toHaveTextContent('so we have not moved it.');
    expect(summary).toHaveTextContent(/It is now on Wednesday 02\/12\/2026, lunch time/);
    expect(summary).not.toHaveTextContent(/form|version|If-Match/i);
    expect(summary.closest('[tabindex="-1"]')).toHaveFocus();
    expect(screen.getByLabelText('New date')).toHaveValue('2026-12-03');
    expect(screen.getByLabelText('New time')).toHaveValue('Morning');

    await user.click(screen.getByRole('button', { name: 'Reschedule session', hidden: true }));
    expect(await screen.findByText('Session updated')).toBeInTheDocument();
    const ifMatch = requests.filter((r) => r.method === 'PUT').map((r) => r.headers.get('if-match'));
    expect(ifMatch).toEqual(['"session-1"', '"session-2"']);
  });
});
