import { STAFF_SIGNED_IN_COOKIE } from '@coaching/shared/constants';
import type { StaffMe } from '@coaching/shared/schemas/staff-auth';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { staffMeQuery } from '../../../lib/api/get-staff-me.ts';
import { diaryWeekFixture } from '../../../lib/diary-fixture.ts';
import { DiaryPage } from './diary-page.tsx';

const coach = { id: 1, name: 'Sam Coach', role: 'coach' } as StaffMe;

beforeEach(() => {
  vi.spyOn(document, 'cookie', 'get').mockReturnValue(`${STAFF_SIGNED_IN_COOKIE}=1`);
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The diary's row for a day, found by its date. */
async function dayRow(date: string) {
  renderWithProviders(<DiaryPage />, {
    route: '/staff/diary?week=2026-12-21',
    queryData: [[staffMeQuery.queryKey, coach]],
    fetch: { 'GET /api/staff/diary': { body: { data: diaryWeekFixture } } },
  });
  const header = await screen.findByRole('rowheader', { name: new RegExp(date) });
  const row = header.closest('tr');
  if (!row) throw new Error(`no row for ${date}`);
  return within(row);
}

describe('DiaryPage', () => {
  it('shows held and missed sessions, said in words', async () => {
    const row = await dayRow('21/12/2026');
    expect(row.getByRole('link', { name: 'Hana Client' }).closest('li')).toHaveTextContent(
      'Hana Client (Coaching session, held)',
    );
    expect(row.getByRole('link', { name: 'Milo Client' }).closest('li')).toHaveTextContent(
      'Milo Client (Coaching session, missed)',
    );
  });

  it('offers no place on a past day or in a band set to "Not offered"', async () => {
    const past = await dayRow('21/12/2026');
    expect(past.queryByText(/free|Full/)).toBeNull();
    const open = within(
      screen.getByRole('rowheader', { name: /22\/12\/2026/ }).closest('tr') ?? document.body,
    );
    expect(open.getByText('2 of 3 free')).toBeInTheDocument();
    expect(open.getAllByText('Not offered')).toHaveLength(3);
  });

  it('says why a day has nothing free', async () => {
    await dayRow('21/12/2026');
    const reasons = {
      '21/12/2026': 'In the past',
      '22/12/2026': null,
      '23/12/2026': 'All times are full',
      '24/12/2026': 'No times offered this day',
      '25/12/2026': 'Bank holiday',
    };
    for (const [date, reason] of Object.entries(reasons)) {
      const header = screen.getByRole('rowheader', { name: new RegExp(date) });
      if (reason) expect(header).toHaveTextContent(reason);
      else expect(header).toHaveTextContent(/^\w+ 22\/12\/2026$/);
    }
  });

  it('opened at the weekend, shows the week ahead', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T10:00:00Z'));
    try {
      const { requests } = renderWithProviders(<DiaryPage />, {
        route: '/staff/diary',
        queryData: [[staffMeQuery.queryKey, coach]],
        fetch: { 'GET /api/staff/diary': { body: { data: diaryWeekFixture } } },
      });
      expect(await screen.findByText('Week of 30/11/2026')).toBeInTheDocument();
      expect(requests[0]?.path).toBe('/api/staff/diary?week=2026-11-30');
    } finally {
      vi.useRealTimers();
    }
  });
});
