import type { SelfLog } from '@coaching/shared/schemas/self-log';
import { selfLogEntryExample } from '@coaching/shared/test/self-log-entries';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { selfLogQuery } from '../../../lib/self-log.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { WeekAtAGlance } from './week-at-a-glance.tsx';

const log: SelfLog = {
  measures: ['weight', 'activity'],
  weight_unit: 'kg',
  today: '2026-11-26',
  first_check: { date: '2026-09-01', weight_kg: 84, activity_minutes: 90, units_week: 0, cigarettes_day: 0 },
  targets: [{ measure: 'activity', value: 200 }],
  entries: [
    selfLogEntryExample(1, 'weight', '2026-11-24', 81.6),
    selfLogEntryExample(2, 'activity', '2026-11-25', 40),
  ],
};

const PATHWAYS = ['lose-weight', 'move-more'];

/** Each card's heading and the number of lines under it, to compare the panel loading and loaded. */
const cardShapes = (container: HTMLElement) =>
  [...container.querySelectorAll('li.card')].map((card) => [
    card.querySelector('h3')?.textContent,
    card.querySelectorAll('p').length,
  ]);

describe('WeekAtAGlance', () => {
  it('shows each measure’s last entry, the change, the target and a Record link, from the one self-log answer', () => {
    renderWithProviders(<WeekAtAGlance pathways={PATHWAYS} />, { queryData: [[selfLogQuery.queryKey, log]] });
    expect(screen.getByText('You have recorded something 1 week in a row.')).toBeInTheDocument();
    expect(screen.getByText('Last: 81.6 kg on 24/11/2026')).toBeInTheDocument();
    expect(screen.getByText('2.4 kg less than at your first check.')).toBeInTheDocument();
    expect(screen.getByText('This week so far: 40 minutes')).toBeInTheDocument();
    expect(screen.getByText('Your coach’s target: at least 200 active minutes a week.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Record active minutes' })).toHaveAttribute(
      'href',
      '/record/activity',
    );
  });

  it('shows nothing for a client with no goals to record', () => {
    const { container } = renderWithProviders(<WeekAtAGlance pathways={PATHWAYS} />, {
      queryData: [[selfLogQuery.queryKey, { ...log, measures: [] }]],
    });
    expect(container).toBeEmptyDOMElement();
  });

  it('holds the place of the loaded panel while the log loads: the measures of the pathways, line for line, with their Record links', () => {
    const loading = renderWithProviders(<WeekAtAGlance pathways={PATHWAYS} />, {
      fetch: { 'GET /api/mlw/self-log': () => new Promise(() => {}) },
    });
    expect(screen.getAllByText('Loading...')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Record weight' })).toHaveAttribute('href', '/record/weight');
    const shapes = cardShapes(loading.container);
    loading.unmount();

    const nothingYet = { ...log, entries: [], targets: [] };
    const loaded = renderWithProviders(<WeekAtAGlance pathways={PATHWAYS} />, {
      queryData: [[selfLogQuery.queryKey, nothingYet]],
    });
    expect(cardShapes(loaded.container)).toEqual(shapes);
    expect(screen.getByText('Nothing recorded yet this week')).toBeInTheDocument();
    expect(screen.queryByText(/This week so far/)).toBeNull();
    expect(shapes).toEqual([
      ['Weight', 2],
      ['Active minutes', 3],
    ]);
  });

  it('says a week of recorded zeros as a total, and a week with nothing recorded in words', () => {
    const dry = {
      ...log,
      measures: ['alcohol' as const],
      entries: [selfLogEntryExample(3, 'alcohol', '2026-11-24', 0)],
    };
    const zeros = renderWithProviders(<WeekAtAGlance pathways={['drink-less']} />, {
      queryData: [[selfLogQuery.queryKey, dry]],
    });
    expect(screen.getByText('This week so far: 0 units')).toBeInTheDocument();
    zeros.unmount();
    renderWithProviders(<WeekAtAGlance pathways={['drink-less']} />, {
      queryData: [
        [selfLogQuery.queryKey, { ...dry, entries: [selfLogEntryExample(4, 'alcohol', '2026-11-20', 6)] }],
      ],
    });
    expect(screen.getByText('Nothing recorded yet this week')).toBeInTheDocument();
  });
});
