import type { DaysAwayForm } from '@coaching/shared/schemas/days-away';
import type { AvailabilityView } from '@coaching/shared/schemas/staff-availability';
import { diaryKey } from '../../../lib/api/get-diary.ts';
import { data, staffApi } from '../../../lib/staff-api.ts';
import { myDayKey, useStaffMutation } from '../../../lib/use-staff-mutation.ts';
import { availabilityKey } from './get-availability.ts';

/** What else shows days away: My day's sessions on them, and the diary's days. */
const shown = () => [myDayKey, diaryKey];

type Removal = { staffId: number | null; id: number };

export const recordDaysAway = (body: DaysAwayForm) =>
  staffApi.post<{ data: AvailabilityView }>('days-away', body).then(data);

export const removeDaysAway = ({ staffId, id }: Removal) =>
  staffApi
    .delete<{ data: AvailabilityView }>(`days-away/${id}${staffId === null ? '' : `?staff_id=${staffId}`}`)
    .then(data);

export const useRecordDaysAway = () =>
  useStaffMutation(recordDaysAway, {
    set: (body) => availabilityKey(body.staff_id ?? null),
    invalidate: shown,
  });

export const useRemoveDaysAway = () =>
  useStaffMutation(removeDaysAway, {
    set: ({ staffId }) => availabilityKey(staffId),
    invalidate: shown,
  });
