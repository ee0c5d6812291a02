import { STAFF_SIGNED_IN_COOKIE } from '@coaching/shared/constants';
import type { StaffMe } from '@coaching/shared/schemas/staff-auth';
import type { ContentDropdown } from '@coaching/shared/schemas/staff-content';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { staffMeQuery } from '../../../lib/api/get-staff-me.ts';
import { CHANGED_SINCE_SHOWN } from '../../../lib/refusal.ts';
import { DropdownsPage } from './dropdowns-page.tsx';

const admin = { id: 2, name: 'Alex Admin', role: 'admin' } as StaffMe;
const option = (id: number, value: string) => ({
  id,
  value,
  rank: id,
  editable: false,
  retired: false,
  protected: false,
  version: `"option-${id}"`,
});
const gender = (version: string, ...values: string[]): ContentDropdown => ({
  key: 'gender',
  options: values.map((value, index) => option(index + 1, value)),
  version,
});

beforeEach(() => {
  vi.spyOn(document, 'cookie', 'get').mockReturnValue(`${STAFF_SIGNED_IN_COOKIE}=1`);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('DropdownsPage', () => {
  it('a move computed from a list changed in another tab is refused, says so, and shows the newest list', async () => {
    const lists = [gender('"dropdown-1"', 'Female', 'Male'), gender('"dropdown-2"', 'Female', 'Man')];
    let loads = 0;
    const { user, requests } = renderWithProviders(<DropdownsPage />, {
      queryData: [[staffMeQuery.queryKey, admin]],
      fetch: {
        'GET /api/staff/content/dropdowns': () => ({ body: { data: [lists[Math.min(loads++, 1)]] } }),
        'PUT /api/staff/content/dropdowns/gender/order': {
          status: 412,
          body: { code: 'CHANGED_SINCE_OPENED', message: 'Someone changed this' },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: /^Move down\s*Female$/ }));

    expect(await screen.findByText(CHANGED_SINCE_SHOWN)).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Man' })).toBeInTheDocument();
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.headers.get('if-match')).toBe('"dropdown-1"');
    expect(put?.body).toEqual({ ids: [2, 1] });
  });

  it('a second move clicked before the first has reloaded the list is not sent from the list before it', async () => {
    let answer: (reply: { body: unknown }) => void = () => {};
    const { user, requests } = renderWithProviders(<DropdownsPage />, {
      queryData: [[staffMeQuery.queryKey, admin]],
      fetch: {
        'GET /api/staff/content/dropdowns': { body: { data: [gender('"dropdown-1"', 'Female', 'Male')] } },
        'PUT /api/staff/content/dropdowns/gender/order': () =>
          new Promise((resolve) => {
            answer = resolve;
          }),
      },
    });
    await user.click(await screen.findByRole('button', { name: /^Move down\s*Female$/ }));
    await user.click(screen.getByRole('button', { name: /^Move up\s*Male$/ }));
    answer({ body: { data: gender('"dropdown-2"', 'Male', 'Female') } });
    await vi.waitFor(() => expect(requests.filter((r) => r.method === 'GET')).toHaveLength(2));
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(1);
  });
});
