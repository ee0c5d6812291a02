import type { ClientBarriers } from '@coaching/shared/schemas/barriers';
import type { Profile } from '@coaching/shared/schemas/profile';
import type { SessionView } from '@coaching/shared/schemas/sessions';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { profileQuery } from '../../auth/api/get-profile.ts';
import { PlanPage } from './plan-page.tsx';

const profile = {
  id: 1,
  first_name: 'Jo',
  pathways: ['lose-weight', 'drink-less'],
  assessment_count: 1,
  completed_calls: 0,
  plan: null,
} as unknown as Profile;

const barriers: ClientBarriers = {
  barriers: [
    {
      id: 3,
      words: 'Cravings in the evening',
      component: 'motivation-automatic',
      pathway: 'lose-weight',
      common_key: 'weight-evening-cravings',
      named_by: 'client',
    },
  ],
  options: [{ key: 'weight-evening-cravings', words: 'Cravings in the evening', pathway: 'lose-weight' }],
};

const session: SessionView = {
  id: 9,
  type: 'coaching',
  status: 'due',
  due_date: '2026-12-01',
  time: 'morning',
  notes: [],
  version: '"session-1"',
};

function renderWithoutPlan(who: Partial<Profile> = {}, sessions: SessionView[] = []) {
  localStorage.setItem('access_token', 'a-token-for-the-test-only');
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return renderWithProviders(<PlanPage />, {
    route: '/plan',
    queryData: [[profileQuery.queryKey, { ...profile, ...who }]],
    fetch: {
      'GET /api/mlw/plan': { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } },
      'GET /api/mlw/barriers': { body: { data: barriers } },
      'GET /api/mlw/sessions': { body: { data: sessions } },
    },
  });
}

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('PlanPage before the coach writes a plan', () => {
  it('shows the goals and barriers the client told us, and what happens next', async () => {
    renderWithoutPlan();
    expect(await screen.findByText(/You do not have a plan yet/)).toHaveTextContent(
      'Your coach will write it with you after your first chat.',
    );
    const goals = screen.getByRole('region', { name: 'Your goals' });
    expect(
      within(goals)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Lose weight', 'Drink less']);
    expect(within(goals).getByRole('link', { name: 'Change your goals' })).toHaveAttribute(
      'href',
      '/update-goals',
    );
    const barriersSection = screen.getByRole('region', { name: 'What gets in the way?' });
    expect(await within(barriersSection).findByText('Cravings in the evening')).toBeInTheDocument();
    expect(
      within(barriersSection).getByRole('button', { name: 'Change what gets in the way' }),
    ).toBeVisible();

    const next = screen.getByRole('region', { name: 'What happens next' });
    const steps = within(next)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(steps[0]).toMatch(/^Have your first chat with an advisor/);
    expect(steps.at(-1)).toMatch(/^Your coach writes your plan with you/);
    expect(within(next).queryByRole('link', { name: 'Take the quick health check' })).toBeNull();
  });

  it('starts with the health check when it is not done, and names a booked session', async () => {
    renderWithoutPlan({ assessment_count: 0, completed_calls: 1, pathways: [] }, [session]);
    const next = await screen.findByRole('region', { name: 'What happens next' });
    expect(within(next).getByRole('link', { name: 'Take the quick health check' })).toHaveAttribute(
      'href',
      '/assessment',
    );
    expect(await within(next).findByText('Your next session is on 01/12/2026, morning.')).toBeVisible();
    expect(within(next).queryByText(/Have your first chat/)).toBeNull();
    expect(screen.getByText('You have not chosen any goals yet.')).toBeVisible();
    expect(await screen.findByText(/at your next session\.$/)).toBeVisible();
  });
});
