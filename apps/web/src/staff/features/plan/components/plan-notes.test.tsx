import type { StaffPlan } from '@coaching/shared/schemas/staff-plan';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { useOpenForm } from '../../../lib/use-open-form.ts';
import { useStaffPlan } from '../api/get-staff-plan.ts';
import { PlanNotes } from './plan-notes.tsx';

const note = (text: string, version: string) => ({ id: 4, title: 'Move more', note: text, version });
const plan = (text: string, version: string) =>
  ({ goal_notes: [note(text, version)], barrier_notes: [] }) as unknown as StaffPlan;
const versions = [
  { headers: { etag: '"plan-1"' }, body: { data: plan('Walk to work twice a week.', '"note-1"') } },
  { headers: { etag: '"plan-2"' }, body: { data: plan('Swim on Saturdays.', '"note-2"') } },
];

/** The notes as the plan tab shows them: from the plan query, each with its version. */
function NotesOfPlan() {
  const query = useStaffPlan(12);
  const editing = useOpenForm('note-4');
  if (!query.data?.data) return null;
  return <PlanNotes clientId={12} plan={query.data.data} editing={editing} />;
}

describe('PlanNotes', () => {
  it('sends the version the note was opened with, and a refused save keeps the text for another try', async () => {
    let loads = 0;
    let saves = 0;
    const { user, requests } = renderWithProviders(<NotesOfPlan />, {
      fetch: {
        'GET /api/staff/clients/12/plan': () => versions[Math.min(loads++, 1)] ?? {},
        'PUT /api/staff/clients/12/plan/notes/4': () =>
          saves++ === 0
            ? { status: 412, body: { code: 'CHANGED_SINCE_OPENED', message: 'Someone changed this' } }
            : { headers: { etag: '"plan-3"' }, body: { data: plan('Cycle to work.', '"note-3"') } },
      },
    });
    const field = await screen.findByLabelText('Note');
    await user.clear(field);
    await user.type(field, 'Cycle to work.');
    await user.click(screen.getByRole('button', { name: 'Save note' }));

    const summary = await screen.findByText(/This note has changed since you opened this form/);
    expect(summary).toHaveTextContent('Your changes have not been saved.');
    expect(summary.closest('[tabindex="-1"]')).toHaveFocus();
    expect(screen.getByLabelText('Note')).toHaveValue('Cycle to work.');
    expect(loads).toBe(2);

    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Cycle to work.', { exact: false })).toBeInTheDocument();
    const ifMatch = requests.filter((r) => r.method === 'PUT').map((r) => r.headers.get('if-match'));
    expect(ifMatch).toEqual(['"note-1"', '"note-2"']);
  });
});
