import type { Article } from '@coaching/shared/schemas/articles';
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { articles } from '../../db/schema.ts';

export const articleColumns = {
  id: articles.id,
  title: articles.title,
  intro: articles.intro,
  image: articles.image,
  url: articles.url,
  publishedAt: articles.publishedAt,
};

export function toArticleView(row: {
  id: number;
  title: string;
  intro: string;
  image: string;
  url: string;
  publishedAt: Date;
}): Article {
  const { publishedAt, ...rest } = row;
  return { ...rest, published_at: Math.floor(publishedAt.getTime() / 1000) };
}

export async function listArticles(db: Executor, limit = 50): Promise<Article[]> {
  const rows = await db
    .select(articleColumns)
    .from(articles)
    .where(eq(articles.retired, false))
    .orderBy(desc(articles.publishedAt))
    .limit(limit);
  return rows.map(toArticleView);
}
