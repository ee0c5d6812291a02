import { STAFF_SIGNED_IN_COOKIE } from '@coaching/shared/constants';
import { todayIso } from '@coaching/shared/rules/dates';
import { reportPeriods } from '@coaching/shared/rules/report-periods';
import type { StaffMe } from '@coaching/shared/schemas/staff-auth';
import type { CommissionerReport, ReportFigures } from '@coaching/shared/schemas/staff-report';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { staffMeQuery } from '../../../lib/api/get-staff-me.ts';
import { ReportPage } from './report-page.tsx';

const admin = { id: 2, name: 'Alex Admin', role: 'admin' } as StaffMe;
const figures: ReportFigures = {
  clients_registered: 20,
  first_chats: 15,
  first_chats_within_48h: 12,
  sessions_attended: 9,
  sessions_missed: 1,
  follow_ups_completed: { months_3: 3, months_6: 0, months_12: 0 },
  follow_ups_due: { months_3: 4, months_6: 0, months_12: 0 },
};
const report: CommissionerReport = {
  from: '2025-01-01',
  to: '2025-12-31',
  ...figures,
  changes: [
    {
      measure: 'weight_kg',
      pathway: 'all',
      clients: 4,
      improved: 3,
      mean_change: -2.5,
      share_improved: 0.75,
    },
  ],
  coaches: [{ coach_id: 1, coach: 'Sam Coach', ...figures, first_chats: 5, first_chats_within_48h: 2 }],
};

beforeEach(() => {
  vi.spyOn(document, 'cookie', 'get').mockReturnValue(`${STAFF_SIGNED_IN_COOKIE}=1`);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('ReportPage', () => {
  it('shows every rate beside its denominator, and the figures per coach', async () => {
    const { user } = renderWithProviders(<ReportPage />, {
      queryData: [[staffMeQuery.queryKey, admin]],
      fetch: { 'GET /api/staff/report': { body: { data: report } } },
    });
    await user.click(screen.getByRole('button', { name: 'Show the report' }));
    const counts = await screen.findByRole('table', { name: '01/01/2025 to 31/12/2025' });
    expect(within(counts).getByRole('rowheader', { name: 'Clients registered' })).toBeInTheDocument();
    const quick = within(counts).getByRole('row', { name: /^First chats within 48 hours of registering/ });
    expect(quick).toHaveTextContent('12 of 15 (80%)');
    expect(screen.getByRole('row', { name: /^Sessions attended, of/ })).toHaveTextContent('9 of 10 (90%)');
    expect(screen.getByRole('row', { name: /^Follow-up checks completed at 3 months/ })).toHaveTextContent(
      '3 of 4 (75%)',
    );
    expect(screen.getByRole('row', { name: /^Follow-up checks completed at 6 months/ })).toHaveTextContent(
      '0 of 0',
    );
    const change = screen.getByRole('table', { name: /Change from the first check/ });
    expect(within(change).getByText('3 of 4 (75%)')).toBeInTheDocument();
    const coaches = screen.getByRole('table', { name: /By coach/ });
    const sam = within(coaches).getByRole('row', { name: /Sam Coach/ });
    expect(sam).toHaveTextContent('2 of 5 (40%)');
  });
  it('shows a period commissioners report on in one click, with its dates in the fields', async () => {
    const { user, requests } = renderWithProviders(<ReportPage />, {
      queryData: [[staffMeQuery.queryKey, admin]],
      fetch: { 'GET /api/staff/report': { body: { data: report } } },
    });
    const [lastMonth] = reportPeriods(todayIso());
    await user.click(screen.getByRole('button', { name: lastMonth?.label }));
    await screen.findByRole('table', { name: '01/01/2025 to 31/12/2025' });
    expect(requests[0]?.path).toBe(`/api/staff/report?from=${lastMonth?.from}&to=${lastMonth?.to}`);
    expect(screen.getByLabelText('From')).toHaveValue(lastMonth?.from);
    expect(screen.getByLabelText('To')).toHaveValue(lastMonth?.to);
  });
});
