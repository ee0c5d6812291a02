import { STAFF_SIGNED_IN_COOKIE } from '@coaching/shared/constants';
import type { StaffMe } from '@coaching/shared/schemas/staff-auth';
import type { ClientRecord } from '@coaching/shared/schemas/staff-clients';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { staffMeQuery } from '../../../lib/api/get-staff-me.ts';
import { DischargePanel } from './discharge-panel.tsx';

const coach = { id: 3, name: 'Sam Coach', role: 'coach' } as StaffMe;
const admin = { id: 2, name: 'Alex Admin', role: 'admin' } as StaffMe;
const open = {
  id: 12,
  closed_at: null,
  closure_requested_at: null,
  discharge: null,
  coach: { id: 3, name: 'Sam Coach' },
} as unknown as ClientRecord;
const discharged = {
  ...open,
  closed_at: '2026-11-20T10:00:00.000Z',
  discharge: {
    discharged_at: '2026-11-20T10:00:00.000Z',
    reason: 'disengaged',
    contact_attempts: 4,
    note: 'No answer since August',
    by: { id: 3, name: 'Sam Coach' },
  },
} as unknown as ClientRecord;

const renderPanel = (record: ClientRecord, me: StaffMe = coach, status = 200) =>
  renderWithProviders(<DischargePanel record={record} />, {
    queryData: [[staffMeQuery.queryKey, me]],
    fetch: {
      'POST /api/staff/clients/12/discharge':
        status === 200
          ? { body: { data: { status: 'discharged', discharged_at: '2026-11-27T10:00:00.000Z' } } }
          : { status, body: { message: 'This client was already discharged on 20/11/2026' } },
      'POST /api/staff/clients/12/reopen': { body: { data: 'ok' } },
    },
  });

beforeEach(() => {
  vi.spyOn(document, 'cookie', 'get').mockReturnValue(`${STAFF_SIGNED_IN_COOKIE}=1`);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('DischargePanel', () => {
  it('opens with its first choice focused, and Cancel gives focus back to the button', async () => {
    const { user } = renderPanel(open);
    await user.click(screen.getByRole('button', { name: 'Discharge client' }));
    expect(screen.getAllByRole('radio')[0]).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Discharge client' })).toHaveFocus();
  });

  it('asks why before discharging, and sends nothing until it knows', async () => {
    const { user, requests } = renderPanel(open);
    await user.click(screen.getByRole('button', { name: 'Discharge client' }));
    await user.click(screen.getByRole('button', { name: 'Discharge client' }));
    expect(
      await screen.findByRole('link', { name: /Choose why the client is discharged/ }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    await user.click(screen.getByRole('button', { name: 'Discharge client' }));
    expect(await screen.findByRole('link', { name: /Say why the client is discharged/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Note/ })).toHaveAttribute('aria-invalid', 'true');
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('sends the reason with the contact attempts made', async () => {
    const { user, requests } = renderPanel(open);
    await user.click(screen.getByRole('button', { name: 'Discharge client' }));
    await user.click(screen.getByRole('radio', { name: 'Disengaged after contact attempts' }));
    await user.type(screen.getByRole('textbox', { name: 'Contact attempts made' }), '3');
    await user.click(screen.getByRole('button', { name: 'Discharge client' }));
    await vi.waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
        reason: 'disengaged',
        contact_attempts: 3,
        note: '',
      }),
    );
  });

  it('says why the service refused (discharged meanwhile in another tab)', async () => {
    const { user } = renderPanel(open, coach, 409);
    await user.click(screen.getByRole('button', { name: 'Discharge client' }));
    await user.click(screen.getByRole('radio', { name: 'Completed the programme' }));
    await user.click(screen.getByRole('button', { name: 'Discharge client' }));
    expect(await screen.findByText('This client was already discharged on 20/11/2026')).toBeInTheDocument();
  });

  it('offers nothing to a coach who does not coach the client', () => {
    renderPanel({ ...open, coach: { id: 9, name: 'Other Coach' } } as ClientRecord);
    expect(screen.queryByRole('button', { name: 'Discharge client' })).not.toBeInTheDocument();
  });

  it('shows a discharge, and lets only an administrator reopen the case', async () => {
    renderPanel(discharged);
    expect(screen.getByText(/Disengaged after 4 contact attempts, on 20\/11\/2026/)).toBeInTheDocument();
    expect(screen.getByText('Note: No answer since August')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reopen this case' })).not.toBeInTheDocument();
  });

  it('reopens the case for an administrator', async () => {
    const { user, requests } = renderPanel(discharged, admin);
    await user.click(screen.getByRole('button', { name: 'Reopen this case' }));
    await vi.waitFor(() => expect(requests.map((r) => r.path)).toContain('/api/staff/clients/12/reopen'));
  });
});
