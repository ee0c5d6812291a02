import { STAFF_SIGNED_IN_COOKIE } from '@coaching/shared/constants';
import type { StaffMe } from '@coaching/shared/schemas/staff-auth';
import type { ClientRecord } from '@coaching/shared/schemas/staff-clients';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { staffMeQuery } from '../../../lib/api/get-staff-me.ts';
import { CoachPanel } from './coach-panel.tsx';

const admin = { id: 2, name: 'Alex Admin', role: 'admin' } as StaffMe;
const record = (completed_calls: number) =>
  ({ id: 12, closed_at: null, completed_calls, coach: null }) as unknown as ClientRecord;

const renderPanel = (completedCalls: number) =>
  renderWithProviders(<CoachPanel record={record(completedCalls)} />, {
    queryData: [[staffMeQuery.queryKey, admin]],
    fetch: {
      'POST /api/staff/clients/12/first-chat': {
        status: 409,
        body: { message: 'The first chat is already recorded for this client' },
      },
      'GET /api/staff/coaches': { body: { data: [{ id: 1, name: 'Sam Coach', role: 'coach' }] } },
    },
  });

// A signed-in browser holds the readable companion of the session cookie.
beforeEach(() => {
  vi.spyOn(document, 'cookie', 'get').mockReturnValue(`${STAFF_SIGNED_IN_COOKIE}=1`);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('CoachPanel', () => {
  it('offers to record the first chat only until it is recorded', () => {
    renderPanel(1);
    expect(screen.getByText('Chats completed: 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark first chat done' })).not.toBeInTheDocument();
  });

  it('says why the service refused the first chat (recorded meanwhile in another tab), not "try again"', async () => {
    const { user } = renderPanel(0);
    await user.click(screen.getByRole('button', { name: 'Mark first chat done' }));
    expect(await screen.findByText('The first chat is already recorded for this client')).toBeInTheDocument();
  });

  it('asks for a coach when an administrator assigns without choosing one', async () => {
    const { user, requests } = renderPanel(0);
    await user.click(screen.getByRole('button', { name: 'Assign coach' }));
    const select = screen.getByRole('combobox', { name: /Give this client to/ });
    expect(select).toHaveAccessibleDescription(/Select the coach to give this client to/);
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(requests.map((r) => r.path)).not.toContainEqual(expect.stringMatching(/coach$/));
  });
});
