import type { SelfLogAlerts } from '@coaching/shared/schemas/self-log-targets';
import { useQuery } from '@tanstack/react-query';
import { data, staffApi } from '../../../lib/staff-api.ts';
import { myDayKey } from '../../../lib/use-staff-mutation.ts';

/** My day's self-logging lists: they change by the day, so they are read with the page, not polled. */
export const useSelfLogAlerts = () =>
  useQuery({
    queryKey: [...myDayKey, 'self-log'],
    queryFn: () => staffApi.get<{ data: SelfLogAlerts }>('my-day/self-log').then(data),
  });
