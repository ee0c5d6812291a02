import type { SessionView } from '@coaching/shared/schemas/sessions';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSessions } from '../../../lib/sessions.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { CancelModal } from './cancel-modal.tsx';

const session = (over: Partial<SessionView>): SessionView => ({
  id: 40,
  type: 'coaching',
  status: 'due',
  due_date: '2026-12-01',
  time: 'morning',
  notes: [],
  version: '"session-1"',
  ...over,
});
const REFUSED = { status: 412, body: { code: 'CHANGED_SINCE_OPENED', message: 'Someone changed this' } };

// jsdom has no showModal: the dialog stays closed, so its buttons are found with `hidden`.
/** The window as the sessions page opens it: with the session as the list has it now. */
function OpenedFromList() {
  const listed = useSessions().data?.find((s) => s.id === 40);
  return listed ? <CancelModal session={listed} onClose={() => {}} /> : null;
}

function renderCancel(lists: SessionView[][], cancel: () => object) {
  let loads = 0;
  return renderWithProviders(
    <Routes>
      <Route path="/sessions" element={<OpenedFromList />} />
      <Route path="/cancel-coaching" element={<p>Session cancelled</p>} />
    </Routes>,
    {
      route: '/sessions',
      fetch: {
        'GET /api/mlw/sessions': () => ({ body: { data: lists[Math.min(loads++, lists.length - 1)] } }),
        'DELETE /api/mlw/sessions/40': cancel,
      },
    },
  );
}

describe('CancelModal', () => {
  it('a cancel refused because the coach moved the session says its new time, and goes through when sent again', async () => {
    let tries = 0;
    const moved = session({ due_date: '2026-12-02', time: 'lunch', version: '"session-2"' });
    const { user, requests } = renderCancel([[session({})], [moved]], () =>
      tries++ === 0 ? REFUSED : { body: { data: [{ ...moved, status: 'cancelled' }] } },
    );
    await user.click(await screen.findByRole('button', { name: 'Yes, cancel it', hidden: true }));

    const notice = await screen.findByText(/Your session was changed after you opened this page/);
    expect(notice).toHaveTextContent(
      'Your session was changed after you opened this page, so we have not cancelled it. It is now on ' +
        'Wednesday 02/12/2026, lunch time (12:00 to 14:00). Please check the new date and time before ' +
        'cancelling it. If you still want to cancel it, press Yes, cancel it again.',
    );
    expect(notice.closest('[tabindex="-1"]')).toHaveFocus();
    // The question names the session's new time.
    expect(screen.getByText(/cancel your coaching session on 02\/12\/2026, lunch time/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Yes, cancel it', hidden: true }));
    expect(await screen.findByText('Session cancelled')).toBeInTheDocument();
    const ifMatch = requests.filter((r) => r.method === 'DELETE').map((r) => r.headers.get('if-match'));
    expect(ifMatch).toEqual(['"session-1"', '"session-2"']);
  });

  it('says when the coach already cancelled it, and offers only to close', async () => {
    const { user } = renderCancel(
      [[session({})], [session({ status: 'cancelled', version: '"session-9"' })]],
      () => REFUSED,
    );
    await user.click(await screen.findByRole('button', { name: 'Yes, cancel it', hidden: true }));
    expect(
      await screen.findByText(/so we have not cancelled it\. It has been cancelled\./),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Yes, cancel it', hidden: true })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close', hidden: true })).toBeInTheDocument();
  });

  it('sends the version it opened with even when the list reloads meanwhile, so the client is told of the change', async () => {
    const moved = session({ due_date: '2026-12-02', time: 'lunch', version: '"session-2"' });
    const { user, requests, queryClient } = renderCancel([[session({})], [moved]], () => REFUSED);
    const yes = await screen.findByRole('button', { name: 'Yes, cancel it', hidden: true });
    await queryClient.refetchQueries({ queryKey: ['sessions'] });
    await screen.findByText(/cancel your coaching session on 02\/12\/2026/);
    await user.click(yes);
    await screen.findByText(/so we have not cancelled it\. It is now on Wednesday 02\/12\/2026/);
    expect(requests.find((r) => r.method === 'DELETE')?.headers.get('if-match')).toBe('"session-1"');
  });
});
