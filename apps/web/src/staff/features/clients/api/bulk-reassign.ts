import type { BulkReassign } from '@coaching/shared/schemas/staff-clients';
import { data, staffApi } from '../../../lib/staff-api.ts';
import { clientMovesKeys, useStaffMutation } from '../../../lib/use-staff-mutation.ts';

export const bulkReassign = (body: BulkReassign) =>
  staffApi.post<{ data: { moved: number } }>('clients/reassign', body).then(data);

export const useBulkReassign = () => useStaffMutation(bulkReassign, { invalidate: () => clientMovesKeys });
