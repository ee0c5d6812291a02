import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { MyDaySection } from './my-day-section.tsx';

type Row = { id: number; name: string };
const rows: Row[] = [
  { id: 1, name: 'Pat Newcomer' },
  { id: 2, name: 'Sam Waiting' },
];

function section(total?: number) {
  renderWithProviders(
    <MyDaySection
      id="messages-waiting"
      title="Messages waiting"
      rows={rows}
      total={total}
      rowKey={(r) => r.id}
      empty="No client is waiting for an answer."
      columns={[{ key: 'client', header: 'Client', cell: (r) => r.name }]}
    />,
  );
}

describe('MyDaySection', () => {
  it('counts the whole list and says which part is listed when the API answers only the oldest', () => {
    section(1600);
    expect(screen.getByText(/^1,600 items/)).toHaveTextContent(
      '1,600 items. The 2 that have waited longest are listed.',
    );
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });

  it('counts the rows alone when every one is listed', () => {
    section(2);
    expect(screen.getByText(/^2 items/)).toHaveTextContent(/^2 items$/);
    section();
    expect(screen.getAllByText(/^2 items$/)).toHaveLength(2);
  });

  it('gives the age of the oldest row, whatever order the rows come in', () => {
    const due = ['2026-11-01', '2020-01-01', '2026-11-20'];
    renderWithProviders(
      <MyDaySection
        id="missed"
        title="Missed sessions"
        rows={rows.concat({ id: 3, name: 'Lee Later' })}
        rowKey={(r) => r.id}
        since={(r) => due[r.id - 1] ?? ''}
        empty="None."
        columns={[{ key: 'client', header: 'Client', cell: (r) => r.name }]}
      />,
    );
    const days = Math.round((Date.now() - Date.parse('2020-01-01')) / 86_400_000);
    expect(screen.getByText(/^3 items/).textContent).toMatch(
      new RegExp(`^3 items, oldest (${days - 1}|${days}) days$`),
    );
  });
});
