import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Column, DataTable } from './data-table.tsx';

type Row = { id: number; name: string; tried: string };
const columns: Column<Row>[] = [
  { key: 'client', header: 'Client', cell: (r) => r.name },
  { key: 'tried', header: 'Tried', cell: (r) => r.tried },
];
const rows = [{ id: 1, name: 'Pat Newcomer', tried: 'Not yet' }];

describe('DataTable', () => {
  it('stacked for a phone, shows each cell after its column’s header, hidden from screen readers', () => {
    render(
      <DataTable caption="First chats" columns={columns} rows={rows} rowKey={(r) => r.id} empty="" stack />,
    );
    const cell = screen.getByRole('cell', { name: 'Not yet' });
    expect(cell).toHaveTextContent('TriedNot yet');
    expect(within(cell).getByText('Tried')).toHaveAttribute('aria-hidden', 'true');
    expect(within(cell).getByText('Tried')).toHaveClass('table__label');
  });

  it('read across a wide screen, leaves the headers in the header row alone', () => {
    render(<DataTable caption="First chats" columns={columns} rows={rows} rowKey={(r) => r.id} empty="" />);
    expect(screen.getByRole('cell', { name: 'Not yet' })).toHaveTextContent(/^Not yet$/);
  });
});
