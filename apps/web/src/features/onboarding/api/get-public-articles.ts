import { ARTICLES_ON_DASHBOARD } from '@coaching/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { publicArticlesQuery } from '../../../lib/articles.ts';

/** GET articles (public): up to 3 are shown (onboarding §9). */
export function usePublicArticles() {
  const query = useQuery(publicArticlesQuery);
  if (query.error) console.error('articles failed', query.error);
  return { loading: query.isPending, articles: query.data?.slice(0, ARTICLES_ON_DASHBOARD) };
}
