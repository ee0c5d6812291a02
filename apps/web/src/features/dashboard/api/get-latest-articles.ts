import { ARTICLES_ON_DASHBOARD } from '@coaching/shared/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArticleSummary } from '../../../components/article-card.tsx';
import { api } from '../../../lib/api-client.ts';

/** The articles list (the same query as the articles page), newest first, cut to three. */
export const latestArticlesQuery = queryOptions({
  queryKey: ['articles'],
  queryFn: () => api.get<{ data: ArticleSummary[] }>('mlw/articles').then((r) => r.data),
  staleTime: 60_000,
  select: (articles: ArticleSummary[]) =>
    [...articles].sort((a, b) => b.published_at - a.published_at).slice(0, ARTICLES_ON_DASHBOARD),
});

export const useLatestArticles = () => useQuery(latestArticlesQuery);
