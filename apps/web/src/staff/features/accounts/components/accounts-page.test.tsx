import { STAFF_SIGNED_IN_COOKIE } from '@coaching/shared/constants';
import type { StaffAccount } from '@coaching/shared/schemas/staff-accounts';
import type { StaffMe } from '@coaching/shared/schemas/staff-auth';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { staffMeQuery } from '../../../lib/api/get-staff-me.ts';
import { CHANGED_SINCE_SHOWN } from '../../../lib/refusal.ts';
import { AccountsPage } from './accounts-page.tsx';

const admin = { id: 2, name: 'Alex Admin', role: 'admin' } as StaffMe;
const coach = (active: boolean, version: string, clients = 0): StaffAccount => ({
  id: 5,
  email: 'sam@example.com',
  name: 'Sam Coach',
  role: 'coach',
  active,
  second_factor: true,
  locked: false,
  clients,
  version,
});

beforeEach(() => {
  vi.spyOn(document, 'cookie', 'get').mockReturnValue(`${STAFF_SIGNED_IN_COOKIE}=1`);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('AccountsPage', () => {
  it('a change made from a row another administrator changed since is refused, says so, and shows their change', async () => {
    // This page opened with Sam active; another administrator retired Sam before this one clicked.
    const lists = [[coach(true, '"account-1"')], [coach(false, '"account-2"')]];
    let loads = 0;
    const { user, requests } = renderWithProviders(<AccountsPage />, {
      queryData: [[staffMeQuery.queryKey, admin]],
      fetch: {
        'GET /api/staff/accounts': () => ({ body: { data: lists[Math.min(loads++, 1)] } }),
        'PUT /api/staff/accounts/5': {
          status: 412,
          body: { code: 'CHANGED_SINCE_OPENED', message: 'Someone changed this' },
        },
        'GET /api/staff/team': { body: { data: [] } },
      },
    });
    await user.click(await screen.findByRole('button', { name: /^Make administrator\s*for Sam Coach$/ }));

    expect(await screen.findByText(CHANGED_SINCE_SHOWN)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Bring back\s*for Sam Coach$/ })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: /^Retired/ })).toBeInTheDocument();
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.headers.get('if-match')).toBe('"account-1"');
    expect(put?.body).toEqual({ role: 'admin' });
  });

  it('a retirement refused as changed since keeps the colleagues chosen and goes through when sent again', async () => {
    // Another administrator renamed Sam after this page opened the retire form.
    const lists = [
      [coach(true, '"account-1"', 3)],
      [{ ...coach(true, '"account-2"', 3), name: 'Sam Coach' }],
    ];
    let loads = 0;
    let saves = 0;
    const { user, requests } = renderWithProviders(<AccountsPage />, {
      queryData: [[staffMeQuery.queryKey, admin]],
      fetch: {
        'GET /api/staff/accounts': () => ({ body: { data: lists[Math.min(loads++, 1)] } }),
        'GET /api/staff/team': {
          body: {
            data: [
              { id: 6, name: 'Kim Coach', role: 'coach' },
              { id: 5, name: 'Sam Coach', role: 'coach' },
            ],
          },
        },
        'PUT /api/staff/accounts/5': () =>
          saves++ === 0
            ? { status: 412, body: { code: 'CHANGED_SINCE_OPENED', message: 'Someone changed this' } }
            : { body: { data: [coach(false, '"account-3"')] } },
      },
    });
    await user.click(await screen.findByRole('button', { name: /^Retire\s*for Sam Coach$/ }));
    await user.click(await screen.findByLabelText('Kim Coach'));
    await user.click(screen.getByRole('button', { name: 'Retire and move their clients' }));

    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('This account has changed since you opened this form.');
    expect(summary).toHaveFocus();
    expect(screen.getByLabelText('Kim Coach')).toBeChecked();
    await vi.waitFor(() => expect(loads).toBe(2));

    await user.click(screen.getByRole('button', { name: 'Retire and move their clients' }));
    expect(await screen.findByRole('button', { name: /^Bring back\s*for Sam Coach$/ })).toBeInTheDocument();
    const puts = requests.filter((r) => r.method === 'PUT');
    expect(puts.map((r) => r.headers.get('if-match'))).toEqual(['"account-1"', '"account-2"']);
    expect(puts.map((r) => r.body)).toEqual([
      { active: false, successor_ids: [6] },
      { active: false, successor_ids: [6] },
    ]);
  });

  it('an administrator corrects a name, their own included, and focus returns to the button', async () => {
    const me = { ...coach(true, '"me-1"'), id: 2, name: 'Alex Admin', role: 'admin' as const };
    const { user, requests } = renderWithProviders(<AccountsPage />, {
      queryData: [[staffMeQuery.queryKey, admin]],
      fetch: {
        'GET /api/staff/accounts': { body: { data: [me, coach(true, '"account-1"')] } },
        'GET /api/staff/me': { body: { data: admin } },
        'GET /api/staff/team': { body: { data: [] } },
        'PUT /api/staff/accounts/5': {
          body: { data: [me, { ...coach(true, '"account-2"'), name: 'Sam Coach-Jones' }] },
        },
        'PUT /api/staff/accounts/2': {
          body: { data: [{ ...me, name: 'Alex Admin-Smith' }, coach(true, '"account-2"')] },
        },
      },
    });
    expect(await screen.findByRole('button', { name: /^Change name\s*for Alex Admin$/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Retire\s*for Alex Admin$/ })).not.toBeInTheDocument();

    const rename = screen.getByRole('button', { name: /^Change name\s*for Sam Coach$/ });
    await user.click(rename);
    const field = screen.getByLabelText('Full name');
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There is a problemFull name');
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);

    await user.type(field, 'Sam Coach-Jones');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    const renamed = await screen.findByRole('button', { name: /^Change name\s*for Sam Coach-Jones$/ });
    expect(renamed).toHaveFocus();
    expect(screen.queryByLabelText('Full name')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Change name\s*for Alex Admin$/ }));
    await user.clear(screen.getByLabelText('Full name'));
    await user.type(screen.getByLabelText('Full name'), 'Alex Admin-Smith');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    await screen.findByRole('button', { name: /^Change name\s*for Alex Admin-Smith$/ });
    const puts = requests.filter((r) => r.method === 'PUT');
    expect(puts.map((r) => [r.path, r.headers.get('if-match'), r.body])).toEqual([
      ['/api/staff/accounts/5', '"account-1"', { name: 'Sam Coach-Jones' }],
      ['/api/staff/accounts/2', '"me-1"', { name: 'Alex Admin-Smith' }],
    ]);
    await vi.waitFor(() =>
      expect(requests.some((r) => r.method === 'GET' && r.path === '/api/staff/me')).toBe(true),
    );
  });

  it('the new account form takes the place of its button with its first field focused, and gives focus back', async () => {
    const { user } = renderWithProviders(<AccountsPage />, {
      queryData: [[staffMeQuery.queryKey, admin]],
      fetch: { 'GET /api/staff/accounts': { body: { data: [coach(true, '"account-1"')] } } },
    });
    await screen.findByRole('button', { name: /^Change name\s*for Sam Coach$/ });
    await user.click(screen.getByRole('button', { name: 'Add an account' }));
    expect(screen.getByLabelText('Full name')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Add an account' })).toHaveFocus();
  });
});
