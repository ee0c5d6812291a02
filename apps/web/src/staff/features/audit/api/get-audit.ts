import type { AuditFilterQuery, AuditPage } from '@coaching/shared/schemas/staff-audit';
import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { saveFile } from '../../../../lib/save-file.ts';
import { data, staffApi } from '../../../lib/staff-api.ts';

export type AuditFilter = AuditFilterQuery;

const params = (filter: AuditFilter, before: number | null = null) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  if (before !== null) search.set('before', String(before));
  return search.toString();
};

/** Newest first, fifty at a time: each page names the id to continue before. */
export const auditQuery = (filter: AuditFilter) =>
  infiniteQueryOptions({
    queryKey: ['staff', 'audit', filter],
    queryFn: ({ pageParam }) => {
      const text = params(filter, pageParam);
      return staffApi.get<AuditPage>(`audit${text ? `?${text}` : ''}`);
    },
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.next_before,
  });

export const useAudit = (filter: AuditFilter) => useInfiniteQuery(auditQuery(filter));

/** The actions the log holds, for the filter. */
export const useAuditActions = () =>
  useQuery({
    queryKey: ['staff', 'audit-actions'],
    queryFn: () => staffApi.get<{ data: string[] }>('audit/actions').then(data),
  });

/** Every entry the filter shows (not only the pages loaded), as a CSV file. */
export const downloadAuditCsv = (filter: AuditFilter) =>
  saveFile(
    `/api/staff/audit.csv?${params(filter)}`,
    null,
    `audit-log-${new Date().toISOString().slice(0, 10)}.csv`,
  );
