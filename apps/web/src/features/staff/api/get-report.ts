import type { CommissionerReport, ReportQuery } from '@coaching/shared/schemas/staff-report';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { data, staffApi } from '../lib/staff-api.ts';
import { staffToken } from '../lib/staff-token.ts';

const query = (period: ReportQuery) => new URLSearchParams(period).toString();

export const reportQueryOptions = (period: ReportQuery) =>
  queryOptions({
    queryKey: ['staff', 'report', period],
    queryFn: () => staffApi.get<{ data: CommissionerReport }>(`report?${query(period)}`).then(data),
  });

export const useReport = (period: ReportQuery | null) =>
  useQuery({ ...reportQueryOptions(period ?? { from: '', to: '' }), enabled: period !== null });

/** The CSV comes as a file, so it is fetched with the staff token and handed to the browser to save. */
export async function downloadReportCsv(period: ReportQuery): Promise<void> {
  const response = await fetch(`/api/staff/report.csv?${query(period)}`, {
    headers: { authorization: `Bearer ${staffToken.get() ?? ''}` },
  });
  if (!response.ok) throw new Error(`CSV download failed: ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `outcomes-${period.from}-to-${period.to}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}
