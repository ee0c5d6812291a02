import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dropdownQuery } from '../../../../lib/dropdowns.ts';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { availableCheck } from '../available-check.fixture.ts';
import type { AvailableCheck, PageProps } from '../page-props.ts';
import { MotivationsPage } from './motivations-page.tsx';

const PRE = availableCheck();
const MOTIVATIONS = [
  { id: 1, value: 'To feel healthier', rank: 1, editable: false },
  { id: 2, value: 'For my family', rank: 2, editable: false },
];

function renderPage(props: Partial<PageProps> & { pre?: AvailableCheck }) {
  const onContinue = vi.fn();
  const pre = props.pre ?? PRE;
  const rendered = renderWithProviders(
    <MotivationsPage
      ctx={{ firstCheck: pre.assessment_count === 0, asksPregnancy: false }}
      pre={pre}
      answers={{}}
      progress="Page 2 of 13"
      onContinue={onContinue}
      onBack={() => {}}
      {...props}
    />,
    { queryData: [[dropdownQuery('motivation').queryKey, MOTIVATIONS]] },
  );
  return { ...rendered, onContinue };
}

const barrierQuestion = () => screen.getByRole('group', { name: 'What gets in the way?' });

describe('what gets in the way, on the motivations step', () => {
  it('offers the barriers of the goals chosen on the first check, grouped by goal, and sends those ticked', async () => {
    const { user, onContinue } = renderPage({ answers: { pathways: ['lose-weight', 'drink-less'] } });
    const question = barrierQuestion();
    expect(within(question).getByText(/^Optional\./)).toBeInTheDocument();
    const groups = within(question)
      .getAllByRole('group')
      .map((g) => g.querySelector('legend')?.textContent);
    expect(groups).toEqual(['Lose weight', 'Drink less']);
    expect(within(question).queryByText('Strong cravings')).toBeNull();

    await user.click(screen.getByLabelText('To feel healthier'));
    const weight = within(question).getByRole('group', { name: 'Lose weight' });
    await user.click(within(weight).getByLabelText('Cravings in the evening'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledWith(
      expect.objectContaining({ motivations: [1], barriers: ['weight-evening-cravings'] }),
    );
  });

  it('goes on with none ticked, as the question is optional', async () => {
    const { user, onContinue } = renderPage({ answers: { pathways: ['move-more'] } });
    await user.click(screen.getByLabelText('For my family'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledWith(expect.objectContaining({ motivations: [2], barriers: [] }));
    expect(screen.queryByText('There is a problem')).toBeNull();
  });

  it('starts a later check from what was named before, for the client’s and the plan’s goals', async () => {
    const pre: AvailableCheck = {
      ...PRE,
      assessment_count: 1,
      plan_pathways: ['drink-less'],
      named_barriers: ['weight-evening-cravings', 'drink-unwind', 'smoke-cravings'],
    };
    const { user, onContinue } = renderPage({ pre, answers: { motivations: [1] } });
    const question = barrierQuestion();
    expect(within(question).getByText(/What you told us before is ticked/)).toBeInTheDocument();
    expect(within(question).getByLabelText('Cravings in the evening')).toBeChecked();
    expect(within(question).getByLabelText('A drink is how I unwind')).toBeChecked();
    expect(within(question).queryByLabelText('Strong cravings')).toBeNull();

    await user.click(within(question).getByLabelText('A drink is how I unwind'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledWith(
      expect.objectContaining({ barriers: ['weight-evening-cravings'] }),
    );
  });

  it('shows the answers kept in the draft when the step is visited again, not the earlier ones', () => {
    const pre = { ...PRE, assessment_count: 1, named_barriers: ['weight-evening-cravings'] };
    renderPage({ pre, answers: { motivations: [1], barriers: ['weight-no-time-to-cook'] } });
    expect(screen.getByLabelText('I have no time to cook')).toBeChecked();
    expect(screen.getByLabelText('Cravings in the evening')).not.toBeChecked();
  });

  it('asks nothing about barriers when no goal has any to offer', () => {
    renderPage({ answers: { pathways: [] } });
    expect(screen.queryByRole('group', { name: 'What gets in the way?' })).toBeNull();
  });
});
