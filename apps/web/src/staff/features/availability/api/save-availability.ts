import type { AvailabilityForm, AvailabilityView } from '@coaching/shared/schemas/staff-availability';
import { data, staffApi } from '../../../lib/staff-api.ts';
import { useStaffMutation } from '../../../lib/use-staff-mutation.ts';
import { availabilityKey } from './get-availability.ts';

type Vars = AvailabilityForm & { ifMatch: string | null };

/** The whole weekly pattern, over the version the form was filled from: refused if it changed since. */
export const saveAvailability = ({ ifMatch, ...body }: Vars) =>
  staffApi.versioned<AvailabilityView>('PUT', 'availability', body, ifMatch).then(data);

export const useSaveAvailability = () =>
  useStaffMutation(saveAvailability, { set: (body) => availabilityKey(body.staff_id ?? null) });
