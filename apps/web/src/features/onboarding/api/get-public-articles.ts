import { ARTICLES_ON_DASHBOARD } from '@coaching/shared/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArticleSummary } from '../../../components/article-card.tsx';
import { api } from '../../../lib/api-client.ts';

export const publicArticlesQuery = queryOptions({
  queryKey: ['onboarding', 'articles'],
  queryFn: async () => (await api.get<{ data: ArticleSummary[] }>('articles')).data,
  staleTime: 5 * 60_000,
});

/** GET articles (public): up to 3 are shown (onboarding §9). */
export function usePublicArticles() {
  const query = useQuery(publicArticlesQuery);
  if (query.error) console.error('articles failed', query.error);
  return { loading: query.isPending, articles: query.data?.slice(0, ARTICLES_ON_DASHBOARD) };
}
