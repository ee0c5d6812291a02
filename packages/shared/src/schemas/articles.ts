import { z } from 'zod';

/** An article as clients see it (portal §3): in the list, on the dashboard and in a plan. */
export const article = z.object({
  id: z.number(),
  title: z.string(),
  intro: z.string(),
  image: z.string(),
  url: z.string(),
  published_at: z.number().describe('Unix seconds'),
});
export type Article = z.infer<typeof article>;

/** GET articles and GET mlw/articles: the published articles, newest first. */
export const articleList = z.object({ data: z.array(article) });
export type ArticleList = z.infer<typeof articleList>;
