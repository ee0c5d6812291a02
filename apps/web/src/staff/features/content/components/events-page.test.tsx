import { STAFF_SIGNED_IN_COOKIE } from '@coaching/shared/constants';
import { addDays, todayIso } from '@coaching/shared/rules/dates';
import type { StaffMe } from '@coaching/shared/schemas/staff-auth';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { staffMeQuery } from '../../../lib/api/get-staff-me.ts';
import { EventsPage } from './events-page.tsx';

const admin = { id: 2, name: 'Alex Admin', role: 'admin' } as StaffMe;
const taken = 'Another event already uses this web address: choose another';

beforeEach(() => {
  vi.spyOn(document, 'cookie', 'get').mockReturnValue(`${STAFF_SIGNED_IN_COOKIE}=1`);
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function fillNewEvent(start: string) {
  const page = renderWithProviders(<EventsPage />, {
    queryData: [[staffMeQuery.queryKey, admin]],
    fetch: {
      'GET /api/staff/content/events': { body: { data: [] } },
      'POST /api/staff/content/events': { status: 409, body: { message: taken, errors: { slug: [taken] } } },
    },
  });
  const { user } = page;
  await user.click(await screen.findByRole('button', { name: 'Add an event' }));
  await user.type(screen.getByLabelText('Title'), 'Swim club');
  await user.type(screen.getByLabelText('Description'), 'Lengths at the leisure centre.');
  await user.type(screen.getByLabelText('Short name for links'), 'swim-club');
  await user.type(screen.getByLabelText('Date'), start);
  await user.click(screen.getByRole('button', { name: 'Add event' }));
  return page;
}

describe('EventsPage', () => {
  it('puts the server’s refusal of a slug already used on the slug field', async () => {
    await fillNewEvent(addDays(todayIso(), 7));
    expect(await screen.findByRole('alert')).toHaveTextContent(taken);
    expect(screen.getByLabelText('Short name for links')).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a new event dated in the past on its date field, sending nothing', async () => {
    const { requests } = await fillNewEvent(addDays(todayIso(), -1));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a date that is today or later');
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });
});
