import type { DiaryWeek } from '@coaching/shared/schemas/staff-diary';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { data, staffApi } from '../staff-api.ts';
import { clientKey } from '../use-staff-mutation.ts';

export const diaryKey = ['staff', 'diary'] as const;

/** A coach's week (yours unless an administrator names another coach). */
export const diaryQuery = (week: string, staffId: number | null) =>
  queryOptions({
    queryKey: [...diaryKey, staffId, week],
    queryFn: () =>
      staffApi
        .get<{ data: DiaryWeek }>(
          `diary?${new URLSearchParams({ week, ...(staffId ? { staff_id: String(staffId) } : {}) })}`,
        )
        .then(data),
    placeholderData: keepPreviousData,
  });

export const useDiary = (week: string, staffId: number | null) => useQuery(diaryQuery(week, staffId));

/** The week of the coach who runs a client's sessions, for booking into a band with room. */
export const useClientDiary = (clientId: number, week: string | null) =>
  useQuery({
    queryKey: [...clientKey(clientId), 'diary', week],
    queryFn: () => staffApi.get<{ data: DiaryWeek }>(`clients/${clientId}/diary?week=${week}`).then(data),
    enabled: week !== null,
  });
