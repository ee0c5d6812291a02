import type { AuditPage } from '@coaching/shared/schemas/staff-audit';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { staffApi } from '../lib/staff-api.ts';

export type AuditFilter = { client_id?: number; staff_id?: number };

const query = (filter: AuditFilter, before: number | null) => {
  const params = new URLSearchParams();
  if (filter.client_id) params.set('client_id', String(filter.client_id));
  if (filter.staff_id) params.set('staff_id', String(filter.staff_id));
  if (before !== null) params.set('before', String(before));
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** Newest first, fifty at a time: each page names the id to continue before. */
export const auditQuery = (filter: AuditFilter) =>
  infiniteQueryOptions({
    queryKey: ['staff', 'audit', filter],
    queryFn: ({ pageParam }) => staffApi.get<AuditPage>(`audit${query(filter, pageParam)}`),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.next_before,
  });

export const useAudit = (filter: AuditFilter) => useInfiniteQuery(auditQuery(filter));
