import type { ClientRecord } from '@coaching/shared/schemas/staff-clients';
import { useQuery } from '@tanstack/react-query';
import { STAFF_POLL_MS, staffPolledQuery } from '../../../lib/staff-poll.ts';
import { clientKey } from '../../../lib/use-staff-mutation.ts';

export const clientRecordQuery = (clientId: number) =>
  staffPolledQuery<ClientRecord>([...clientKey(clientId), 'record'], `clients/${clientId}`);

/** Keeps itself up to date while open, as My day does. */
export const useClientRecord = (clientId: number) =>
  useQuery({
    ...clientRecordQuery(clientId),
    refetchInterval: STAFF_POLL_MS,
    select: (record) => record.data,
  });
