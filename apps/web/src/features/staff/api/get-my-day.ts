import type { MyDay } from '@coaching/shared/schemas/staff-my-day';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { data, staffApi } from '../lib/staff-api.ts';
import { myDayKey } from '../lib/use-staff-mutation.ts';

export const myDayQuery = (quietDays: number) =>
  queryOptions({
    queryKey: [...myDayKey, quietDays],
    queryFn: () => staffApi.get<{ data: MyDay }>(`my-day?quiet_days=${quietDays}`).then(data),
  });

export const useMyDay = (quietDays: number) => useQuery(myDayQuery(quietDays));
