import type { ProgressCheck } from '@coaching/shared/schemas/progress';
import { selfLogEntryExample } from '@coaching/shared/test/self-log-entries';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers.tsx';
import { ProgressCharts } from './progress-charts.tsx';

const check = (date: string, weight: number, activity: number): ProgressCheck => ({
  date,
  kind: 'new',
  weight_kg: weight,
  bmi: 28,
  bmi_band: 'overweight',
  activity_minutes: activity,
  units_week: 10,
  cigarettes_day: 0,
  pregnant: false,
});
const entry = selfLogEntryExample;

describe('ProgressCharts with what the client recorded', () => {
  it('draws checks as points and logs as a line, with a table of each, weekly totals and the coach’s target', () => {
    const { container } = renderWithProviders(
      <ProgressCharts
        checks={[check('2026-09-01', 84, 90), check('2026-12-01', 77, 160)]}
        person="you"
        log={{
          entries: [
            entry(1, 'weight', '2026-10-05', 82),
            entry(2, 'activity', '2026-10-05', 30),
            entry(3, 'activity', '2026-10-07', 45),
            entry(4, 'weight', '2026-11-02', 79.5),
          ],
          targets: [{ measure: 'activity', value: 200 }],
        }}
      />,
    );
    const weight = container.querySelector('svg[data-chart="weight"]');
    expect(weight?.querySelectorAll('circle')).toHaveLength(2);
    expect(weight?.querySelectorAll('polyline.line-chart__line')).toHaveLength(1);
    const weights = screen.getByRole('table', { name: 'Weights you recorded between checks' });
    expect(
      within(weights)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['DayWeight', '05/10/202682 kg', '02/11/202679.5 kg']);
    const weeks = screen.getByRole('table', { name: 'Total of each week you recorded' });
    expect(within(weeks).getByRole('row', { name: /05\/10\/2026/ })).toHaveTextContent(
      '75 minutes (2 days recorded)',
    );
    expect(screen.getByText('at least 200 active minutes a week')).toBeInTheDocument();
    expect(screen.getByText('at least 150 minutes a week')).toBeInTheDocument();
  });

  it('draws no alcohol as the guideline when the latest check was taken in pregnancy', () => {
    renderWithProviders(
      <ProgressCharts
        checks={[check('2026-09-01', 70, 0), { ...check('2026-12-01', 73, 0), pregnant: true }]}
        person="they"
      />,
    );
    const alcohol = screen.getByRole('region', { name: 'Alcohol units a week' });
    expect(within(alcohol).getByText('no alcohol in pregnancy')).toBeInTheDocument();
    expect(alcohol).not.toHaveTextContent(/14 units|low-risk/);
  });

  it('fits the weight axis to the data and keeps the last date label inside the chart', () => {
    const { container } = renderWithProviders(
      <ProgressCharts checks={[check('2026-09-01', 84, 90), check('2026-12-01', 77, 160)]} person="you" />,
    );
    const svg = container.querySelector('svg[data-chart="weight"]');
    const ticks = [...(svg?.querySelectorAll('text.line-chart__tick') ?? [])].map((t) => t.textContent);
    expect(ticks).not.toContain('0');
    const last = [...(svg?.querySelectorAll('text') ?? [])].find((t) => t.textContent === '12/2026');
    expect(last?.getAttribute('text-anchor')).toBe('end');
    expect(Number(last?.getAttribute('x'))).toBeLessThanOrEqual(320);
  });

  it('leads with a weight recorded after the last check and says where each figure comes from', () => {
    renderWithProviders(
      <ProgressCharts
        checks={[check('2026-10-19', 84, 60)]}
        person="you"
        log={{
          entries: [entry(1, 'weight', '2026-11-20', 81), entry(2, 'weight', '2026-11-27', 80)],
          targets: [],
        }}
      />,
    );
    const weight = screen.getByRole('region', { name: 'Weight' });
    expect(within(weight).getByText('You are 80 kg, 4 kg lighter than in October 2026.')).toBeInTheDocument();
    expect(
      within(weight).getByText(
        'From what you recorded on 27/11/2026, and your first health check on 19/10/2026.',
      ),
    ).toBeInTheDocument();
    const activity = screen.getByRole('region', { name: 'Active minutes a week' });
    expect(within(activity).getByText('From your health check on 19/10/2026.')).toBeInTheDocument();
  });
});

describe('ProgressCharts’ date axis', () => {
  /** The date axis's labels (the value axis's are numbers). */
  const ticks = (container: HTMLElement, measure: string) =>
    [...container.querySelectorAll(`svg[data-chart="${measure}"] .line-chart__tick`)]
      .map((t) => t.textContent)
      .filter((text) => text?.includes('/'));

  it('labels its ends by month, or by day when the whole chart falls in one month', () => {
    const { container } = renderWithProviders(
      <ProgressCharts
        checks={[check('2027-03-08', 80, 90)]}
        person="you"
        log={{
          entries: [
            entry(1, 'weight', '2027-04-05', 84),
            entry(2, 'alcohol', '2027-03-08', 4),
            entry(3, 'alcohol', '2027-03-29', 20),
          ],
          targets: [],
        }}
      />,
    );
    expect(ticks(container, 'weight')).toEqual(['03/2027', '04/2027']);
    expect(ticks(container, 'alcohol')).toEqual(['08/03/2027', '29/03/2027']);
  });
});
