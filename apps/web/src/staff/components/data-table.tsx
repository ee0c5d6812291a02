import { type ReactNode, useState } from 'react';
import { CellLabel } from '../../components/cell-label.tsx';

export type SortDirection = 'ascending' | 'descending';
export type SortState = { key: string; direction: SortDirection };

export type Column<T> = {
  key: string;
  header: ReactNode;
  /** The header is for screen readers only: a column of buttons, or of the rows' names. */
  headerHidden?: boolean;
  cell: (row: T) => ReactNode;
  /** Makes the column sortable: the value rows are ordered by (on the page, or by the server with onSort). */
  sortValue?: (row: T) => string | number;
  sortable?: boolean;
  /** For the cells, e.g. `table__actions` for a column of buttons. */
  className?: string;
  /** The cells name their row (`<th scope="row">`), as the first column of a table read across. */
  rowHeader?: boolean;
};

type Props<T> = {
  caption: string;
  /** Keep the caption for screen readers only when a heading above already says it. */
  captionHidden?: boolean;
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** Said in words when there are no rows (a table of nothing is not shown). */
  empty: string;
  initialSort?: SortState;
  /** Server-side sorting: the table shows `sort` and reports clicks instead of ordering rows itself. */
  sort?: SortState;
  onSort?: (sort: SortState) => void;
  /**
   * On a phone, each row is shown as a card of its cells, each after its column's header, instead of
   * a table to scroll sideways. The default for tables whose columns do not sort: stacked, the header
   * row (and its sort buttons) is out of sight.
   */
  stack?: boolean;
};

function ordered<T>(rows: readonly T[], columns: Column<T>[], sort: SortState | undefined): readonly T[] {
  const value = columns.find((c) => c.key === sort?.key)?.sortValue;
  if (!sort || !value) return rows;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    return (x < y ? -1 : x > y ? 1 : 0) * sign;
  });
}

const sortable = <T,>(column: Column<T>) => column.sortValue !== undefined || column.sortable === true;

/** Every table of the staff console: a caption, headers that sort, and an empty state in words. */
export function DataTable<T>(props: Props<T>) {
  const [localSort, setLocalSort] = useState(props.initialSort);
  const sort = props.onSort ? props.sort : localSort;
  const changeSort = props.onSort ?? setLocalSort;
  if (props.rows.length === 0) return <p className="secondary-text">{props.empty}</p>;
  const rows = props.onSort ? props.rows : ordered(props.rows, props.columns, sort);
  const stack = props.stack ?? !props.columns.some(sortable);
  return (
    <div className="staff-scroll">
      <table className={stack ? 'table table--stack' : 'table'}>
        <caption className={props.captionHidden ? 'visually-hidden' : 'table__caption'}>
          {props.caption}
        </caption>
        <thead>
          <tr>
            {props.columns.map((column) => {
              const current = sort?.key === column.key ? sort.direction : undefined;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={sortable(column) ? (current ?? 'none') : undefined}
                >
                  {sortable(column) ? (
                    <button
                      type="button"
                      className="table__sort"
                      onClick={() =>
                        changeSort({
                          key: column.key,
                          direction: current === 'ascending' ? 'descending' : 'ascending',
                        })
                      }
                    >
                      {column.header}
                      <span aria-hidden="true">
                        {current === 'ascending' ? ' ▲' : current === 'descending' ? ' ▼' : ' ↕'}
                      </span>
                    </button>
                  ) : column.headerHidden ? (
                    <span className="visually-hidden">{column.header}</span>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={props.rowKey(row)}>
              {props.columns.map((column) => {
                // Stacked on a phone, the header row is out of sight: each cell shows its header.
                const content =
                  stack && !column.headerHidden ? (
                    <>
                      <CellLabel>{column.header}</CellLabel>
                      {column.cell(row)}
                    </>
                  ) : (
                    column.cell(row)
                  );
                return column.rowHeader ? (
                  <th key={column.key} scope="row" className={column.className}>
                    {content}
                  </th>
                ) : (
                  <td key={column.key} className={column.className}>
                    {content}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
