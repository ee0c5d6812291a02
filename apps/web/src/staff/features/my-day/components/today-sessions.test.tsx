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

  describe('a session changed since My day showed it', () => {
    const refused = { status: 412, body: { message: 'Someone changed this.', code: 'CHANGED_SINCE_OPENED' } };
    const SESSIONS = 'GET /api/staff/clients/12/sessions';
    const now = (over: object) => ({
      body: {
        data: [
          { id: 40, type: 'coaching', due_date: '2026-12-03', time: 'afternoon', status: 'due', ...over },
        ],
      },
    });

    it('sends the version the row showed, and says at the buttons what the session is now', async () => {
      const { requests, user } = renderWithProviders(<TodaySessions rows={[due]} />, {
        fetch: {
          [STATUS]: refused,
          [SESSIONS]: now({ status: 'missed', due_date: '2026-11-28', time: 'lunch' }),
        },
      });
      await user.click(screen.getByRole('button', { name: /^Done\s*\(Pat Newcomer\)$/ }));
      const notice = await screen.findByText(/^This has changed since the page showed it/);
      expect(notice).toHaveTextContent(
        'This has changed since the page showed it, so your change has not been made. It is now missed ' +
          '(28/11/2026, lunch time). The page now shows the newest version: check it, then make your change ' +
          'again if it is still needed.',
      );
      expect(requests.find((r) => r.method === 'PUT')?.headers.get('if-match')).toBe('"session-1"');
      await waitFor(() => expect(notice.closest('[tabindex="-1"]')).toHaveFocus());
    });

    it('says so above the list, with focus and a way to the session, when it has left today’s sessions', async () => {
      const { user, rerender } = renderWithProviders(<TodaySessions rows={[due]} />, {
        fetch: { [STATUS]: refused, [SESSIONS]: now({}) },
      });
      await user.click(screen.getByRole('button', { name: /^Missed\s*\(Pat Newcomer\)$/ }));
      await screen.findByText(/^This has changed since the page showed it/);
      // My day has reloaded: the session moved to another day.
      rerender(<TodaySessions rows={[]} />);
      const notice = await screen.findByText(
        /It is now on 03\/12\/2026, afternoon\. It is no longer among today’s sessions\./,
      );
      await waitFor(() => expect(notice.closest('[tabindex="-1"]')).toHaveFocus());
      expect(screen.getByRole('link', { name: 'Check Pat Newcomer’s sessions' })).toHaveAttribute(
        'href',
        '/staff/clients/12/sessions',
      );
    });

    it('keeps the note typed in the panel, says what the session is now, and saves at the new version', async () => {
      let tries = 0;
      const { requests, user, rerender } = renderWithProviders(<TodaySessions rows={[due]} />, {
        fetch: {
          [STATUS]: () => {
            tries += 1;
            return tries === 1 ? refused : answer('complete', inMinutes(10));
          },
          [SESSIONS]: now({ due_date: '2026-11-28', time: 'evening', version: '"session-2"' }),
          'POST /api/staff/clients/12/sessions/40/notes': answer('complete', inMinutes(10)),
        },
      });
      await user.click(screen.getByRole('button', { name: /^With a note\s*\(Pat Newcomer\)$/ }));
      await user.type(await screen.findByLabelText(/^Note/), 'Walked every day.');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(
        await screen.findByText(
          /^This session has changed since you opened this form\. It is now on 28\/11\/2026, early evening\./,
        ),
      ).toBeInTheDocument();
      expect(screen.getByLabelText(/^Note/)).toHaveValue('Walked every day.');
      rerender(<TodaySessions rows={[{ ...due, time: 'evening', version: '"session-2"' }]} />);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1));
      const puts = requests.filter((r) => r.method === 'PUT');
      expect(puts.map((r) => r.headers.get('if-match'))).toEqual(['"session-1"', '"session-2"']);
    });
  });
});
