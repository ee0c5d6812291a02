import { STAFF_SIGNED_IN_COOKIE } from '@coaching/shared/constants';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { SelfLogTargetsPanel } from './self-log-targets.tsx';

const target = { measure: 'smoking', value: 10, set_by: 'Sam Coach', updated_at: '2026-11-27T10:00:00.000Z' };
const answer = (targets: unknown[]) => ({ body: { data: { measures: ['activity', 'smoking'], targets } } });

beforeEach(() => {
  vi.spyOn(document, 'cookie', 'get').mockReturnValue(`${STAFF_SIGNED_IN_COOKIE}=1`);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('SelfLogTargetsPanel', () => {
  it('shows each target in words and removes one', async () => {
    const { user, requests } = renderWithProviders(<SelfLogTargetsPanel clientId={12} />, {
      fetch: {
        'GET /api/staff/clients/12/plan/targets': answer([target]),
        'DELETE /api/staff/clients/12/plan/targets/smoking': answer([]),
      },
    });
    expect(await screen.findByText('10 cigarettes or vapes a day or fewer')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove the Cigarettes or vapes target' }));
    expect(await screen.findByText('No targets set yet.')).toBeInTheDocument();
    expect(requests.map((r) => r.method)).toContain('DELETE');
  });

  it('says the range of the chosen measure and refuses a target outside it before sending', async () => {
    const { user, requests } = renderWithProviders(<SelfLogTargetsPanel clientId={12} />, {
      fetch: { 'GET /api/staff/clients/12/plan/targets': answer([]) },
    });
    await user.selectOptions(await screen.findByLabelText('Target for'), 'activity');
    expect(screen.getByText('From 10 to 6,720 active minutes a week')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Active minutes a week, at least/), '5');
    await user.click(screen.getByRole('button', { name: 'Save target' }));
    expect(await screen.findByText('There is a problem')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PUT')).toEqual([]);
  });
});
