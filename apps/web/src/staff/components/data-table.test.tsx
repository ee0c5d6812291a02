import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { type Column, DataTable } from './data-table.tsx';

type Row = { id: number; name: string; tried: string };
const columns: Column<Row>[] = [
  { key: 'client', header: 'Client', cell: (r) => r.name },
  { key: 'tried', header: 'Tried', cell: (r) => r.tried },
];
const rows = [{ id: 1, name: 'Pat Newcomer', tried: 'Not yet' }];

describe('DataTable', () => {
  it('stacks for a phone by default: each cell after its column’s header, hidden from screen readers', () => {
    renderWithProviders(
      <DataTable caption="First chats" columns={columns} rows={rows} rowKey={(r) => r.id} empty="" />,
    );
    expect(screen.getByRole('table')).toHaveClass('table--stack');
    const cell = screen.getByRole('cell', { name: 'Not yet' });
    expect(cell).toHaveTextContent('TriedNot yet');
    expect(within(cell).getByText('Tried')).toHaveAttribute('aria-hidden', 'true');
    expect(within(cell).getByText('Tried')).toHaveClass('table__label');
  });

  it('gives a column whose header is for screen readers only no label in its cells', () => {
    const withButtons: Column<Row>[] = [
      ...columns,
      {
        key: 'change',
        header: 'Change',
        headerHidden: true,
        cell: () => <button type="button">Edit</button>,
      },
    ];
    renderWithProviders(
      <DataTable caption="First chats" columns={withButtons} rows={rows} rowKey={(r) => r.id} empty="" />,
    );
    expect(screen.getByRole('columnheader', { name: 'Change' }).firstElementChild).toHaveClass(
      'visually-hidden',
    );
    expect(screen.getByRole('button', { name: 'Edit' }).closest('td')).toHaveTextContent(/^Edit$/);
  });

  it('keeps a table whose columns sort as a table, which scrolls inside its box (stacked, its sort buttons would be out of sight)', () => {
    const sorting: Column<Row>[] = [
      { ...columns[0], sortValue: (r) => r.name } as Column<Row>,
      ...columns.slice(1),
    ];
    renderWithProviders(
      <DataTable caption="First chats" columns={sorting} rows={rows} rowKey={(r) => r.id} empty="" />,
    );
    expect(screen.getByRole('table')).not.toHaveClass('table--stack');
    expect(screen.getByRole('cell', { name: 'Not yet' })).toHaveTextContent(/^Not yet$/);
  });

  it('read across when asked, leaves the headers in the header row alone', () => {
    renderWithProviders(
      <DataTable
        caption="First chats"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        empty=""
        stack={false}
      />,
    );
    expect(screen.getByRole('cell', { name: 'Not yet' })).toHaveTextContent(/^Not yet$/);
  });
});
