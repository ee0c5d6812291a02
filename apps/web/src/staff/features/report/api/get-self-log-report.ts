import type { SelfLogReport } from '@coaching/shared/schemas/self-log-report';
import type { ReportQuery } from '@coaching/shared/schemas/staff-report';
import { useQuery } from '@tanstack/react-query';
import { data, staffApi } from '../../../lib/staff-api.ts';

export const useSelfLogReport = (period: ReportQuery) =>
  useQuery({
    queryKey: ['staff', 'report', 'self-log', period],
    queryFn: () =>
      staffApi
        .get<{ data: SelfLogReport }>(`report/self-log?${new URLSearchParams(period).toString()}`)
        .then(data),
  });
