import type { ReactNode } from 'react';
import { Button } from '../../components/button.tsx';
import { formatUkDateTime } from '../lib/format.ts';
import { type Column, DataTable } from './data-table.tsx';

/**
 * A dated, signed entry: when it was written, who wrote it (null when the account is gone or no one was
 * signed in), and, for entries their author may correct, when they last did and whether the viewer wrote it.
 */
export type SignedEntry = {
  id: number;
  at: string;
  by: string | null;
  edited_at?: string | null;
  mine?: boolean;
};

type Props<T extends SignedEntry> = {
  caption: string;
  entries: readonly T[];
  empty: string;
  /** The entry's words: their column's header and what the cell shows. */
  text: { header: string; cell: (entry: T) => ReactNode };
  /** Columns about the entry, between who signed it and its words (how, outcome, to whom). */
  details?: Column<T>[];
  /** Said instead of a name when `by` is null. */
  unsigned?: string;
  /** A Correct link on the viewer's own entries; `what` names the entry for screen readers ("note"). */
  correct?: { what: string; onCorrect: (entry: T) => void };
};

function EditedStamp({ at }: { at: string | null | undefined }) {
  if (!at) return null;
  return (
    <>
      {' '}
      <span className="tag">Edited</span> <span className="secondary-text">{formatUkDateTime(at)}</span>
    </>
  );
}

/** Case notes, contact attempts and audit entries: newest first, each with its date, its author and its words. */
export function SignedEntries<T extends SignedEntry>(props: Props<T>) {
  const { text, correct } = props;
  const columns: Column<T>[] = [
    { key: 'at', header: 'When', cell: (e) => formatUkDateTime(e.at) },
    { key: 'by', header: 'By', cell: (e) => e.by ?? props.unsigned ?? 'Former staff' },
    ...(props.details ?? []),
    {
      key: 'text',
      header: text.header,
      cell: (e) => (
        <>
          {text.cell(e)}
          <EditedStamp at={e.edited_at} />
        </>
      ),
    },
  ];
  if (correct) {
    columns.push({
      key: 'correct',
      header: 'Correct',
      headerHidden: true,
      className: 'table__actions',
      cell: (e) =>
        e.mine ? (
          <Button variant="link" onClick={() => correct.onCorrect(e)}>
            Correct{' '}
            <span className="visually-hidden">{`the ${correct.what} of ${formatUkDateTime(e.at)}`}</span>
          </Button>
        ) : null,
    });
  }
  return (
    <DataTable
      caption={props.caption}
      captionHidden
      rows={props.entries}
      rowKey={(e) => e.id}
      empty={props.empty}
      columns={columns}
    />
  );
}
