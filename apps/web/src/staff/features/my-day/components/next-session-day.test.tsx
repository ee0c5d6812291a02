import type { MyDay } from '@coaching/shared/schemas/staff-my-day';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { NextSessionDay } from './next-session-day.tsx';

const session: MyDay['today_sessions'][number] = {
  client_id: 12,
  first_name: 'Rhys',
  last_name: 'Morgan',
  session_id: 41,
  type: 'check-in',
  time: 'afternoon',
  status: 'due',
  contact_method: 'Phone',
  contact: '07700 900456',
  phone_mobile: '07700 900456',
  last_note: 'Walked twice this week.',
  version: '"session-1"',
};

describe('NextSessionDay', () => {
  it('names the day in words and lists its sessions to prepare for, to move but not to mark', () => {
    renderWithProviders(<NextSessionDay day={{ date: '2026-11-30', sessions: [session] }} />);
    const list = screen.getByRole('region', { name: 'Your next sessions: Monday 30 November 2026' });
    expect(within(list).getByRole('link', { name: 'Rhys Morgan' })).toHaveAttribute(
      'href',
      '/staff/clients/12/sessions',
    );
    expect(within(list).getByText('Walked twice this week.')).toBeInTheDocument();
    expect(within(list).getByText('Phone: 07700 900456')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: /^Rearrange\s*\(Rhys Morgan\)$/ })).toHaveAttribute(
      'href',
      '/staff/clients/12/sessions?move=41',
    );
    expect(within(list).queryByRole('button')).not.toBeInTheDocument();
  });
});
