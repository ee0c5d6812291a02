import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dropdownQuery } from '../../../../lib/dropdowns.ts';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { availableCheck } from '../available-check.fixture.ts';
import type { PageProps } from '../page-props.ts';
import { BmiPage } from './bmi-page.tsx';

function renderBmiPage(
  onContinue: PageProps['onContinue'],
  answers: PageProps['answers'] = { weight_metric: 'st' },
) {
  const props: PageProps = {
    ctx: { firstCheck: false, asksPregnancy: false },
    pre: availableCheck({ assessment_count: 1, gender: 1, ethnicity: null }),
    answers,
    progress: 'Page 2 of 12',
    onContinue,
    onBack: () => {},
  };
  return renderWithProviders(<BmiPage {...props} />, {
    queryData: [[dropdownQuery('ethnicity').queryKey, []]],
  });
}

describe('BMI page', () => {
  it('says "Required" for stone, pounds, feet and inches left as spaces, and takes 0 as an answer', async () => {
    const onContinue = vi.fn();
    const { user } = renderBmiPage(onContinue);
    await user.click(screen.getByLabelText('Feet and inches'));
    await user.type(screen.getByLabelText('Stones'), '   ');
    await user.type(screen.getByLabelText('Pounds'), '0');
    await user.type(screen.getByLabelText('Feet'), '5');
    await user.type(screen.getByLabelText('Inches'), ' ');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const links = await screen.findAllByRole('link', { name: /: Required$/ });
    expect(links.map((link) => link.textContent)).toEqual(['Stones: Required', 'Inches: Required']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#assessment_weight_st',
      '#assessment_height_in',
    ]);
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('continues with the answers restored from a saved draft (numbers, as they were stored)', async () => {
    const onContinue = vi.fn();
    const restored = {
      weight_metric: 'st' as const,
      assessment_weight_st: 12,
      assessment_weight_lbs: 4,
      assessment_height_ft: 5,
      assessment_height_in: 10,
    };
    const { user } = renderBmiPage(onContinue, restored);
    expect(screen.getByLabelText('Stones')).toHaveValue('12');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledWith(
      expect.objectContaining({ assessment_weight_st: 12, assessment_height_in: 10 }),
    );
  });
});
