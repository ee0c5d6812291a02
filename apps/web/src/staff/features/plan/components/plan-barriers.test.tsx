import type { StaffBarrier } from '@coaching/shared/schemas/barriers';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { PlanBarriers } from './plan-barriers.tsx';

const suggestion = (bct_id: number, web_friendly_name: string) => ({
  bct_id,
  code: `8.${bct_id}`,
  name: web_friendly_name,
  web_friendly_name,
  description: 'One plain sentence.',
  reason: 'targets motivation (automatic): cravings in the evening',
  evidence: { ratings: 0, mean: null },
});
const CRAVINGS: StaffBarrier = {
  id: 4,
  words: 'Cravings in the evening',
  component: 'motivation-automatic',
  pathway: 'lose-weight',
  common_key: 'weight-evening-cravings',
  named_by: 'client',
  suggestions: [suggestion(2, 'Swap a habit'), suggestion(3, 'Build a habit')],
};
const editing = { open: null, show: () => {}, close: () => {} };

function renderBarriers(hasPlan: boolean) {
  return renderWithProviders(
    <PlanBarriers clientId={12} goals={['lose-weight']} hasPlan={hasPlan} editing={editing} />,
    { fetch: { 'GET /api/staff/clients/12/barriers': { body: { data: [CRAVINGS] } } } },
  );
}

describe('PlanBarriers', () => {
  it('shows barriers the client named before there is a plan, with their suggestions, and nothing to add them to', async () => {
    renderBarriers(false);
    const barrier = (await screen.findByRole('heading', { name: 'Cravings in the evening' })).closest('li');
    if (!barrier) throw new Error('no barrier item');
    expect(within(barrier).getByText(/named by the client/)).toBeInTheDocument();
    expect(within(barrier).getAllByText(/^Why: targets motivation \(automatic\)/)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Add to plan/ })).toBeNull();
    expect(screen.getByText('Create the plan above to add a suggested technique to it.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Write a barrier' })).toBeInTheDocument();
  });

  it('offers each suggestion to add once there is a plan', async () => {
    renderBarriers(true);
    await screen.findByRole('heading', { name: 'Cravings in the evening' });
    expect(screen.getAllByRole('button', { name: /^Add to plan/ })).toHaveLength(2);
    expect(screen.queryByText(/Create the plan above/)).toBeNull();
  });

  it('says which barrier was removed and moves focus there, as its Remove button has gone', async () => {
    let barriers = [CRAVINGS];
    const { user } = renderWithProviders(
      <PlanBarriers clientId={12} goals={['lose-weight']} hasPlan editing={editing} />,
      {
        fetch: {
          'GET /api/staff/clients/12/barriers': () => ({ body: { data: barriers } }),
          'DELETE /api/staff/clients/12/barriers/4': () => {
            barriers = [];
            return { body: { data: barriers } };
          },
        },
      },
    );
    await user.click(
      await screen.findByRole('button', { name: /^Remove barrier\s*Cravings in the evening$/ }),
    );

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Removed “Cravings in the evening” from what gets in the way.');
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect(await screen.findByText(/The client has not named any barriers yet/)).toBeInTheDocument();
  });

  it('keeps Undo for another try when taking a technique off fails, and says why', async () => {
    const { user } = renderWithProviders(
      <PlanBarriers clientId={12} goals={['lose-weight']} hasPlan editing={editing} />,
      {
        fetch: {
          'GET /api/staff/clients/12/barriers': { body: { data: [CRAVINGS] } },
          'POST /api/staff/clients/12/plan/bcts': { body: { data: null } },
          'DELETE /api/staff/clients/12/plan/bcts/2': {
            status: 409,
            body: { message: 'The plan changed: open it again', errors: {} },
          },
        },
      },
    );
    await user.click((await screen.findAllByRole('button', { name: /^Add to plan/ }))[0] as HTMLElement);
    await user.click(await screen.findByRole('button', { name: /^Undo/ }));

    expect(await screen.findByText('The plan changed: open it again')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Added “Swap a habit” to the plan');
    expect(screen.getByRole('button', { name: /^Undo/ })).toBeInTheDocument();
  });
});
