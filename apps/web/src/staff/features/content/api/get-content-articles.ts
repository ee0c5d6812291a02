import type { ContentArticle } from '@coaching/shared/schemas/staff-content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { data, staffApi } from '../../../lib/staff-api.ts';
import { contentKey } from './content-keys.ts';

export const contentArticlesQuery = queryOptions({
  queryKey: contentKey('articles'),
  queryFn: () => staffApi.get<{ data: ContentArticle[] }>('content/articles').then(data),
});

export const useContentArticles = () => useQuery(contentArticlesQuery);
