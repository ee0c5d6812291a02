import { STAFF_SIGNED_IN_COOKIE } from '@coaching/shared/constants';
import type { StaffActionView } from '@coaching/shared/schemas/actions';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { useStaffActions } from '../../../lib/api/get-staff-actions.ts';
import { ActionFormView } from './actions-tab.tsx';

const action = (title: string, version: string): StaffActionView => ({
  id: 4,
  title,
  description: 'Twice this week',
  due_date: null,
  status: 'incomplete',
  version,
});
const lists = [[action('Walk to work', '"action-1"')], [action('Walk the dog', '"action-2"')]];

/** The edit form as the actions tab shows it: filled from the actions list, with the action's version. */
function EditFromList() {
  const actions = useStaffActions(12);
  const listed = actions.data?.find((a) => a.id === 4);
  if (!listed) return null;
  return <ActionFormView clientId={12} action={listed} onDone={() => {}} />;
}

beforeEach(() => {
  vi.spyOn(document, 'cookie', 'get').mockReturnValue(`${STAFF_SIGNED_IN_COOKIE}=1`);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('editing an action', () => {
  it('sends the version it was opened with; a refused save says so, keeps the words and saves at the newest version', async () => {
    let loads = 0;
    let saves = 0;
    const { user, requests } = renderWithProviders(<EditFromList />, {
      fetch: {
        'GET /api/staff/clients/12/actions': () => ({ body: { data: lists[Math.min(loads++, 1)] } }),
        'PUT /api/staff/clients/12/actions/4': () =>
          saves++ === 0
            ? { status: 412, body: { code: 'CHANGED_SINCE_OPENED', message: 'Someone changed this' } }
            : { body: { data: [action('Swim on Saturdays', '"action-3"')] } },
      },
    });
    const title = await screen.findByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Swim on Saturdays');
    await user.click(screen.getByRole('button', { name: 'Save action' }));

    const summary = await screen.findByText(/This action has changed since you opened this form/);
    expect(summary).toHaveTextContent('Your changes have not been saved.');
    expect(summary.closest('[tabindex="-1"]')).toHaveFocus();
    expect(screen.getByLabelText('Title')).toHaveValue('Swim on Saturdays');
    expect(loads).toBe(2);

    await user.click(screen.getByRole('button', { name: 'Save action' }));
    await vi.waitFor(() => expect(saves).toBe(2));
    const ifMatch = requests.filter((r) => r.method === 'PUT').map((r) => r.headers.get('if-match'));
    expect(ifMatch).toEqual(['"action-1"', '"action-2"']);
    expect(requests.at(-1)?.body).toMatchObject({ title: 'Swim on Saturdays' });
  });

  it('follows the newest version while nothing has been typed', async () => {
    let loads = 0;
    const { user, requests, queryClient } = renderWithProviders(<EditFromList />, {
      fetch: {
        'GET /api/staff/clients/12/actions': () => ({ body: { data: lists[Math.min(loads++, 1)] } }),
        'PUT /api/staff/clients/12/actions/4': { body: { data: lists[1] } },
      },
    });
    expect(await screen.findByLabelText('Title')).toHaveValue('Walk to work');
    await queryClient.invalidateQueries();
    await vi.waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Walk the dog'));
    await user.click(screen.getByRole('button', { name: 'Save action' }));
    await vi.waitFor(() => expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(1));
    expect(requests.find((r) => r.method === 'PUT')?.headers.get('if-match')).toBe('"action-2"');
  });
});
