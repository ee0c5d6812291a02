import { type Column, DataTable } from '../../../components/data-table.tsx';
import { waited } from './waited.ts';

type Props<T> = {
  id: string;
  title: string;
  rows: T[];
  columns: Column<T>[];
  rowKey: (row: T) => number;
  empty: string;
  /** When a row started waiting: an ISO time, or a date counted in days (waited). */
  since?: (row: T) => string;
  /** More about the list, after the count and age. */
  also?: string;
  /** How many the whole list holds, when the API answers only its oldest rows. */
  total?: number;
  /** Said above the table, such as why a change to a row now gone was not made. */
  notice?: React.ReactNode;
};

/** One list of My day: its title, how many and how old in words, then the table or why there is none. */
export function MyDaySection<T>(props: Props<T>) {
  const { id, title, rows, columns, rowKey, empty, since, also, total, notice } = props;
  const first = rows[0];
  const count = total ?? rows.length;
  // The oldest row, whatever order the list is in, so the age always matches a row in it.
  const oldest = since ? rows.map(since).sort((a, b) => Date.parse(a) - Date.parse(b))[0] : undefined;
  return (
    <section aria-labelledby={id}>
      <h2 className="heading-m" id={id} tabIndex={-1}>
        {title}
      </h2>
      {first ? (
        <p className="secondary-text">
          {count.toLocaleString('en-GB')} {count === 1 ? 'item' : 'items'}
          {oldest ? `, oldest ${waited(oldest)}` : ''}
          {also ? `; ${also}` : ''}
          {count > rows.length ? `. The ${rows.length} that have waited longest are listed.` : ''}
        </p>
      ) : null}
      {notice}
      <DataTable caption={title} captionHidden columns={columns} rows={rows} rowKey={rowKey} empty={empty} />
    </section>
  );
}
