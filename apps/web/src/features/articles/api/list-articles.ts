import { useQuery } from '@tanstack/react-query';
import { articlesQuery } from '../../../lib/articles.ts';

export const useArticles = () => useQuery(articlesQuery);
