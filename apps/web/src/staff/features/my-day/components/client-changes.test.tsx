import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { ClientChanges } from './client-changes.tsx';

const who = { client_id: 12, first_name: 'Rhys', last_name: 'Morgan' };

describe('ClientChanges', () => {
  it('says which session each client moved and to when, or cancelled, and when they did it', () => {
    renderWithProviders(
      <ClientChanges
        rows={[
          {
            ...who,
            session_id: 41,
            due_date: '2026-12-02',
            time: 'lunch',
            status: 'cancelled',
            changed_at: '2026-11-28T14:05:00.000Z',
          },
          {
            ...who,
            session_id: 40,
            due_date: '2026-12-04',
            time: 'morning',
            status: 'due',
            changed_at: '2026-11-27T09:30:00.000Z',
          },
        ]}
      />,
    );
    const list = screen.getByRole('region', { name: 'Moved or cancelled by clients' });
    const [cancelled, moved] = within(list).getAllByRole('row').slice(1);
    if (!cancelled || !moved) throw new Error('two rows expected');
    expect(within(cancelled).getByRole('link', { name: 'Rhys Morgan' })).toHaveAttribute(
      'href',
      '/staff/clients/12/sessions',
    );
    expect(
      within(cancelled).getByRole('cell', { name: 'Cancelled 02/12/2026, Lunch time' }),
    ).toBeInTheDocument();
    expect(within(cancelled).getByRole('cell', { name: '28/11/2026 14:05' })).toBeInTheDocument();
    expect(within(moved).getByRole('cell', { name: 'Moved to 04/12/2026, Morning' })).toBeInTheDocument();
  });

  it('says when no client has changed a session', () => {
    renderWithProviders(<ClientChanges rows={[]} />);
    expect(
      screen.getByText('No client has moved or cancelled a session in the last 7 days.'),
    ).toBeInTheDocument();
  });
});
