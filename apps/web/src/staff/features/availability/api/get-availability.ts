import type { AvailabilityView } from '@coaching/shared/schemas/staff-availability';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { data, staffApi } from '../../../lib/staff-api.ts';

export const availabilityKey = (staffId: number | null) => ['staff', 'availability', staffId] as const;

/** null: the caller's own diary. */
export const availabilityQuery = (staffId: number | null) =>
  queryOptions({
    queryKey: availabilityKey(staffId),
    queryFn: () =>
      staffApi
        .get<{ data: AvailabilityView }>(`availability${staffId === null ? '' : `?staff_id=${staffId}`}`)
        .then(data),
  });

export const useAvailability = (staffId: number | null) => useQuery(availabilityQuery(staffId));
