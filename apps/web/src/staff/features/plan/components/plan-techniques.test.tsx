import type { StaffLibrary, StaffPlan } from '@coaching/shared/schemas/staff-plan';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { PlanTechniques } from './plan-techniques.tsx';

const note = { id: 7, date: '2026-11-20', note: 'Meant for another client.' };
const bct = {
  bct_id: 3,
  name: 'Goal setting (behaviour)',
  web_friendly_name: 'Set a goal',
  progress: null,
  notes: [note],
};
const plan = { bcts: [bct] } as unknown as StaffPlan;
const library = { bcts: [] } as unknown as StaffLibrary;

describe('PlanTechniques', () => {
  it('removes a mistaken technique note after asking, through the API', async () => {
    const { requests, user } = renderWithProviders(
      <PlanTechniques
        clientId={12}
        plan={plan}
        library={library}
        editing={{ open: null, show: () => {}, close: () => {} }}
      />,
      {
        fetch: {
          'DELETE /api/staff/clients/12/plan/bcts/3/notes/7': {
            body: { data: { ...plan, bcts: [{ ...bct, notes: [] }] } },
          },
        },
      },
    );
    await user.click(screen.getByRole('button', { name: /^Remove\s*the note of 20\/11\/2026$/ }));
    expect(screen.getByText('Meant for another client.', { selector: 'blockquote' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, remove the note', hidden: true }));
    expect(await screen.findByText('Note removed.')).toBeInTheDocument();
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'DELETE /api/staff/clients/12/plan/bcts/3/notes/7',
    ]);
  });
});
