import { ARTICLES_ON_DASHBOARD } from '@coaching/shared/constants';
import type { Article } from '@coaching/shared/schemas/articles';
import { useQuery } from '@tanstack/react-query';
import { articlesQuery } from '../../../lib/articles.ts';

/** The articles list (the same query as the articles page), newest first, cut to three. */
export const useLatestArticles = () =>
  useQuery({
    ...articlesQuery,
    select: (articles: Article[]) =>
      [...articles].sort((a, b) => b.published_at - a.published_at).slice(0, ARTICLES_ON_DASHBOARD),
  });
