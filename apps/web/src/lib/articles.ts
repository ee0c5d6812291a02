import type { ArticleList } from '@coaching/shared/schemas/articles';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client.ts';

/** Articles for a logged-in client (GET mlw/articles), newest first. */
export const articlesQuery = queryOptions({
  queryKey: ['articles'],
  queryFn: () => api.get<ArticleList>('mlw/articles').then((r) => r.data),
  staleTime: 60_000,
});

/** Public articles (GET articles) for visitors. */
export const publicArticlesQuery = queryOptions({
  queryKey: ['articles', 'public'],
  queryFn: () => api.get<ArticleList>('articles').then((r) => r.data),
  staleTime: 5 * 60_000,
});
