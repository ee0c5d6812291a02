import { STAFF_SIGNED_IN_COOKIE } from '@coaching/shared/constants';
import type { StaffMe } from '@coaching/shared/schemas/staff-auth';
import type { AvailabilityView } from '@coaching/shared/schemas/staff-availability';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { staffMeQuery } from '../../../lib/api/get-staff-me.ts';
import { AvailabilityPage } from './availability-page.tsx';

const coach = { id: 4, name: 'Sam Coach', role: 'coach' } as StaffMe;
const pattern = (capacity: number, version: string): AvailabilityView => ({
  staff_id: 4,
  slots: [{ day: 'mon', time: 'morning', capacity }],
  booked: [],
  days_away: [],
  booked_while_away: [],
  version,
});

beforeEach(() => {
  vi.spyOn(document, 'cookie', 'get').mockReturnValue(`${STAFF_SIGNED_IN_COOKIE}=1`);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('AvailabilityPage', () => {
  it('a pattern refused as changed in another tab keeps the bands chosen, and saves again over the newest version', async () => {
    const loads = [pattern(2, '"availability-1"'), pattern(3, '"availability-2"')];
    let loaded = 0;
    let saves = 0;
    const { user, requests } = renderWithProviders(<AvailabilityPage />, {
      queryData: [[staffMeQuery.queryKey, coach]],
      fetch: {
        'GET /api/staff/availability': () => ({ body: { data: loads[Math.min(loaded++, 1)] } }),
        'PUT /api/staff/availability': () =>
          saves++ === 0
            ? { status: 412, body: { code: 'CHANGED_SINCE_OPENED', message: 'Someone changed this' } }
            : { body: { data: { ...pattern(0, '"availability-3"'), slots: [] } } },
      },
    });
    const monday = await screen.findByLabelText('Monday Morning: calls that fit');
    expect(monday).toHaveValue('2');
    await user.selectOptions(monday, 'Not offered');
    await user.click(screen.getByRole('button', { name: 'Save availability' }));

    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('This weekly availability has changed since you opened this form.');
    expect(summary).toHaveFocus();
    await vi.waitFor(() => expect(loaded).toBe(2));
    expect(screen.getByLabelText('Monday Morning: calls that fit')).toHaveValue('0');

    await user.click(screen.getByRole('button', { name: 'Save availability' }));
    expect(await screen.findByText('Availability saved.')).toBeInTheDocument();
    const puts = requests.filter((r) => r.method === 'PUT');
    expect(puts.map((r) => r.headers.get('if-match'))).toEqual(['"availability-1"', '"availability-2"']);
    expect(puts.map((r) => r.body)).toEqual([{ slots: [] }, { slots: [] }]);
  });
});
