import type { ReactNode } from 'react';

/**
 * A cell's column header, shown before its value once a `table--stack` table is stacked into cards on a
 * narrow screen, where the header row is out of sight. Hidden from screen readers, which announce the
 * column's header themselves.
 */
export function CellLabel({ children }: { children: ReactNode }) {
  return (
    <span className="table__label" aria-hidden="true">
      {children}
    </span>
  );
}
