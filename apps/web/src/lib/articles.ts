import { queryOptions } from '@tanstack/react-query';
import type { ArticleSummary } from '../components/article-card.tsx';
import { api } from './api-client.ts';

/** Articles for a logged-in client (GET mlw/articles), newest first. */
export const articlesQuery = queryOptions({
  queryKey: ['articles'],
  queryFn: () => api.get<{ data: ArticleSummary[] }>('mlw/articles').then((r) => r.data),
  staleTime: 60_000,
});

/** Public articles (GET articles) for visitors. */
export const publicArticlesQuery = queryOptions({
  queryKey: ['articles', 'public'],
  queryFn: () => api.get<{ data: ArticleSummary[] }>('articles').then((r) => r.data),
  staleTime: 5 * 60_000,
});
