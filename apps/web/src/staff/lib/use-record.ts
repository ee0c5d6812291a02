import type { ClientRecord } from '@coaching/shared/schemas/staff-clients';
import { useOutletContext, useParams } from 'react-router';

/** The client record of the current route, for the tabs inside the record layout. */
export const useRecord = () => useOutletContext<ClientRecord>();

export function useClientId(): number {
  return Number(useParams().clientId);
}
