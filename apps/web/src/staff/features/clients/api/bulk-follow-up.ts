import type { BulkFollowUp, BulkFollowUpAnswer } from '@coaching/shared/schemas/staff-clients';
import { data, staffApi } from '../../../lib/staff-api.ts';
import { myDayKey, useStaffMutation } from '../../../lib/use-staff-mutation.ts';

export const bulkFollowUp = (body: BulkFollowUp) =>
  staffApi.post<{ data: BulkFollowUpAnswer }>('clients/follow-up', body).then(data);

export const useBulkFollowUp = () =>
  useStaffMutation(bulkFollowUp, { invalidate: () => [['staff', 'client'], myDayKey] });
