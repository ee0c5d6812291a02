import { Link } from 'react-router';
import { fullName } from '../../../lib/format.ts';

export type RecordTab = '' | '/plan' | '/sessions' | '/actions' | '/messages' | '/contact' | '/progress';

/** A client's name opening their record at the tab the work is on. */
export const ClientLink = ({
  row,
  tab = '',
}: {
  row: { client_id: number; first_name: string; last_name: string };
  tab?: RecordTab;
}) => <Link to={`/staff/clients/${row.client_id}${tab}`}>{fullName(row)}</Link>;
