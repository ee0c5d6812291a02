import { type Column, DataTable } from '../data-table.tsx';
import { waited } from './waited.ts';

type Props<T> = {
  id: string;
  title: string;
  rows: T[];
  columns: Column<T>[];
  rowKey: (row: T) => number;
  empty: string;
  /** When the row that has waited longest started waiting (rows come oldest first). */
  since?: (row: T) => string;
  /** More about the list, after the count and age. */
  also?: string;
};

/** One list of My day: its title, how many and how old in words, then the table or why there is none. */
export function MyDaySection<T>({ id, title, rows, columns, rowKey, empty, since, also }: Props<T>) {
  const first = rows[0];
  const count = rows.length;
  return (
    <section aria-labelledby={id}>
      <h2 className="heading-m" id={id}>
        {title}
      </h2>
      {first ? (
        <p className="secondary-text">
          {count} {count === 1 ? 'item' : 'items'}
          {since ? `, oldest ${waited(since(first))}` : ''}
          {also ? `; ${also}` : ''}
        </p>
      ) : null}
      <DataTable
        caption={title}
        captionHidden
        columns={columns}
        rows={rows}
        rowKey={rowKey}
        empty={empty}
        stack
      />
    </section>
  );
}
