import { Link } from 'react-router';
import { fullName } from '../format.ts';

export type RecordTab = '' | '/plan' | '/sessions' | '/actions' | '/messages' | '/contact';

/** A client's name opening their record at the tab the work is on. */
export const ClientLink = ({
  row,
  tab = '',
  children,
}: {
  row: { client_id: number; first_name: string; last_name: string };
  tab?: RecordTab;
  /** Other words than the name; the name is still read out. */
  children?: React.ReactNode;
}) => (
  <Link to={`/staff/clients/${row.client_id}${tab}`}>
    {children ? (
      <>
        {children}
        <span className="visually-hidden"> ({fullName(row)})</span>
      </>
    ) : (
      fullName(row)
    )}
  </Link>
);
