import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArticleSummary } from '../../../components/article-card.tsx';
import { api } from '../../../lib/api-client.ts';

export const articlesQuery = queryOptions({
  queryKey: ['articles'],
  queryFn: () => api.get<{ data: ArticleSummary[] }>('mlw/articles').then((r) => r.data),
  staleTime: 60_000,
});

export const useArticles = () => useQuery(articlesQuery);
