import type { StaffPlan } from '@coaching/shared/schemas/staff-plan';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { useStaffPlan } from '../api/get-staff-plan.ts';
import { PlanSettingsForm } from './plan-settings-form.tsx';

const plan = (level: number) =>
  ({
    service_level: level,
    pathways: ['move-more'],
    settings_version: `"settings-${level}"`,
  }) as unknown as StaffPlan;
const versions = [
  { headers: { etag: '"plan-1"' }, body: { data: plan(1) } },
  { headers: { etag: '"plan-2"' }, body: { data: plan(2) } },
];

/** The form as the plan tab shows it: from the plan query, with the settings' version. */
function SettingsOfPlan() {
  const query = useStaffPlan(12);
  if (!query.data) return null;
  return <PlanSettingsForm clientId={12} plan={query.data.data} etag={query.data.etag} />;
}

describe('PlanSettingsForm', () => {
  it('a save refused as changed since keeps the choice made, and saving again sends the newest version', async () => {
    let loads = 0;
    let saves = 0;
    const { user, requests } = renderWithProviders(<SettingsOfPlan />, {
      fetch: {
        'GET /api/staff/clients/12/plan': () => versions[Math.min(loads++, 1)] ?? {},
        'PUT /api/staff/clients/12/plan': () =>
          saves++ === 0
            ? { status: 412, body: { code: 'CHANGED_SINCE_OPENED', message: 'Someone changed this' } }
            : { headers: { etag: '"plan-3"' }, body: { data: plan(3) } },
      },
    });
    await user.click(await screen.findByLabelText(/^Level 3/));
    await user.click(screen.getByRole('button', { name: 'Save plan' }));

    expect(await screen.findByText(/This plan has changed since you opened this form/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Level 3/)).toBeChecked();
    expect(loads).toBe(2);

    await user.click(screen.getByRole('button', { name: 'Save plan' }));
    expect(await screen.findByText('Plan saved.')).toBeInTheDocument();
    const ifMatch = requests.filter((r) => r.method === 'PUT').map((r) => r.headers.get('if-match'));
    expect(ifMatch).toEqual(['"settings-1"', '"settings-2"']);
  });
});
