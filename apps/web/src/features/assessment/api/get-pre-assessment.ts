import type { PreAssessment } from '@coaching/shared/schemas/assessment-result';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** By a follow-up link's hash, or for the logged-in client when there is none. */
export const preAssessmentQuery = (hash: string | null) =>
  queryOptions({
    queryKey: ['assessment', 'pre', hash ?? 'me'],
    queryFn: () =>
      api.get<PreAssessment>(hash ? `public-assessment/${encodeURIComponent(hash)}` : 'public-assessment'),
    retry: false,
    staleTime: 30_000,
  });

export const usePreAssessment = (hash: string | null) => useQuery(preAssessmentQuery(hash));
