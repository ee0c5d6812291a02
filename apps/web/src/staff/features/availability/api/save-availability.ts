import type { AvailabilityForm, AvailabilityView } from '@coaching/shared/schemas/staff-availability';
import { data, staffApi } from '../../../lib/staff-api.ts';
import { useStaffMutation } from '../../../lib/use-staff-mutation.ts';
import { availabilityKey } from './get-availability.ts';

export const saveAvailability = (body: AvailabilityForm) =>
  staffApi.put<{ data: AvailabilityView }>('availability', body).then(data);

export const useSaveAvailability = () =>
  useStaffMutation(saveAvailability, { set: (body) => availabilityKey(body.staff_id ?? null) });
