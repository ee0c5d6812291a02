import type { DaysAwayForm } from '@coaching/shared/schemas/days-away';
import type { AvailabilityView } from '@coaching/shared/schemas/staff-availability';
import { data, staffApi } from '../../../lib/staff-api.ts';
import { useStaffMutation } from '../../../lib/use-staff-mutation.ts';
import { availabilityKey } from './get-availability.ts';

type Removal = { staffId: number | null; id: number };

export const recordDaysAway = (body: DaysAwayForm) =>
  staffApi.post<{ data: AvailabilityView }>('days-away', body).then(data);

export const removeDaysAway = ({ staffId, id }: Removal) =>
  staffApi
    .delete<{ data: AvailabilityView }>(`days-away/${id}${staffId === null ? '' : `?staff_id=${staffId}`}`)
    .then(data);

export const useRecordDaysAway = () =>
  useStaffMutation(recordDaysAway, { set: (body) => availabilityKey(body.staff_id ?? null) });

export const useRemoveDaysAway = () =>
  useStaffMutation(removeDaysAway, { set: ({ staffId }) => availabilityKey(staffId) });
