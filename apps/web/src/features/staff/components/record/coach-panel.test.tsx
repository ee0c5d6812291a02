import type { StaffMe } from '@coaching/shared/schemas/staff-auth';
import type { ClientRecord } from '@coaching/shared/schemas/staff-clients';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { staffMeQuery } from '../../api/get-staff-me.ts';
import { CoachPanel } from './coach-panel.tsx';

const admin = { id: 2, name: 'Alex Admin', role: 'admin' } as StaffMe;
const record = (completed_calls: number) =>
  ({ id: 12, closed_at: null, completed_calls, coach: null }) as unknown as ClientRecord;

function renderPanel(completedCalls: number) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(staffMeQuery.queryKey, admin);
  render(
    <QueryClientProvider client={client}>
      <CoachPanel record={record(completedCalls)} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.endsWith('/first-chat')
        ? Response.json({ message: 'The first chat is already recorded for this client' }, { status: 409 })
        : Response.json({ data: [{ id: 1, name: 'Sam Coach', role: 'coach' }] }),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CoachPanel', () => {
  it('offers to record the first chat only until it is recorded', () => {
    renderPanel(1);
    expect(screen.getByText('Chats completed: 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark first chat done' })).not.toBeInTheDocument();
  });

  it('says why the service refused the first chat (recorded meanwhile in another tab), not "try again"', async () => {
    renderPanel(0);
    await userEvent.click(screen.getByRole('button', { name: 'Mark first chat done' }));
    expect(await screen.findByText('The first chat is already recorded for this client')).toBeInTheDocument();
  });

  it('asks for a coach when an administrator assigns without choosing one', async () => {
    renderPanel(0);
    await userEvent.click(screen.getByRole('button', { name: 'Assign coach' }));
    const select = screen.getByRole('combobox', { name: /Give this client to/ });
    expect(select).toHaveAccessibleDescription(/Select the coach to give this client to/);
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(vi.mocked(fetch).mock.calls.map(([url]) => String(url))).not.toContainEqual(
      expect.stringMatching(/coach$/),
    );
  });
});
