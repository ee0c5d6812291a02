import { FIRST_CHECK_ANSWERS } from '@coaching/shared/test/assessment-examples';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { ActivitySection, AlcoholSection, SmokingSection } from './result-sections.tsx';
import type { ResultState } from './result-state.ts';

const area = { title: 'Area', overview: 'Overview.', message: 'Message.' };
const stats = { bmi: 25, activity: 90, smoking: 0, alcohol: 0.3 };

function state(values: ResultState['values'], current: Partial<typeof stats> = {}, risk = 'Lower risk') {
  return {
    result: {
      status: 'ok',
      stats: { current: { ...stats, ...current }, previous: null },
      messages: {
        bmi: {
          ...area,
          band: null,
          boundaries: { healthy: 18.5, overweight: 25, obese1: 30, obese2: 35, obese3: 40 },
        },
        activity: area,
        smoking: area,
        alcohol: { ...area, band: 'lower-risk', risk },
      },
    },
    values: { ...FIRST_CHECK_ANSWERS, ...values },
    gender: 2,
  } satisfies ResultState;
}

const barWidth = () => (document.querySelector('.bar__fill') as HTMLElement).style.width;

describe('the alcohol result', () => {
  it('fills the bar and gives the API’s risk wording for any drinking in pregnancy', () => {
    renderWithProviders(
      <AlcoholSection
        state={state(
          { assessment_pregnant: 'yes', alcohol_drink_frequency: 1 },
          { alcohol: 0.3 },
          'Not safe in pregnancy',
        )}
      />,
    );
    expect(barWidth()).toBe('100%');
    expect(screen.getByTestId('alcohol-band')).toHaveTextContent('Not safe in pregnancy');
    expect(screen.queryByText(/Lower risk/)).toBeNull();
  });

  it('says nothing about cheeseburgers to someone who does not drink', () => {
    renderWithProviders(<AlcoholSection state={state({ alcohol_drink_frequency: 0 }, { alcohol: 0 })} />);
    expect(screen.queryByTestId('alcohol-cheeseburgers')).toBeNull();
  });

  it('uses the singular for one cheeseburger', () => {
    renderWithProviders(<AlcoholSection state={state({ alcohol_drink_frequency: 3 }, { alcohol: 5 })} />);
    expect(screen.getByTestId('alcohol-cheeseburgers')).toHaveTextContent(/^1 cheeseburger$/);
  });
});

describe('the activity result', () => {
  it('reads as met when the target is met, not "180 of 150 minutes"', () => {
    const { container } = renderWithProviders(<ActivitySection state={state({}, { activity: 180 })} />);
    expect(container.textContent).toContain('180 minutes a week: the 150-minute target is met');
    expect(container.textContent).not.toContain('180 of 150');
  });

  it('says what being active would burn, not "about 0 calories", when there is no activity', () => {
    const { container } = renderWithProviders(<ActivitySection state={state({}, { activity: 0 })} />);
    expect(container.textContent).toContain(
      'Being active for 150 minutes a week would burn about 132 calories a day.',
    );
    expect(container.textContent).not.toMatch(/about 0 calories/);
  });
});

describe('the smoking result', () => {
  it('works out the saving from the week’s cigarettes: 5 a day on 3 days is £6.75', () => {
    renderWithProviders(
      <SmokingSection
        state={state({ smoking_daily: 'no', smoking_frequency: 3, smoking_numbers: 5 }, { smoking: 2.1 })}
      />,
    );
    expect(screen.getByTestId('smoking-saving')).toHaveTextContent('£6.75');
  });
});
