import type { CommissionerReport, ReportQuery } from '@coaching/shared/schemas/staff-report';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { saveFile } from '../../../../lib/save-file.ts';
import { data, staffApi } from '../../../lib/staff-api.ts';

const query = (period: ReportQuery) => new URLSearchParams(period).toString();

export const reportQueryOptions = (period: ReportQuery) =>
  queryOptions({
    queryKey: ['staff', 'report', period],
    queryFn: () => staffApi.get<{ data: CommissionerReport }>(`report?${query(period)}`).then(data),
  });

export const useReport = (period: ReportQuery | null) =>
  useQuery({ ...reportQueryOptions(period ?? { from: '', to: '' }), enabled: period !== null });

export const downloadReportCsv = (period: ReportQuery) =>
  saveFile(`/api/staff/report.csv?${query(period)}`, null, `outcomes-${period.from}-to-${period.to}.csv`);
