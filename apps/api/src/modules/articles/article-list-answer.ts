import { type Article, articleList } from '@coaching/shared/schemas/articles';
import type { Executor } from '../../db/client.ts';
import { weakEtag } from '../../lib/conditional-get.ts';
import { type Precompressed, precompress } from '../../lib/precompressed.ts';
import { sha256 } from '../../lib/secrets.ts';
import { listArticles } from './article-repository.ts';

/**
 * Another API process learns of an edit only when its copy expires. The list is public and already
 * answered with `max-age=60`, so browsers may hold it longer than this anyway.
 */
const KEEP_MS = 10_000;

export type ArticleListAnswer = { body: Precompressed; etag: string };
type Entry = { articles: Promise<Article[]>; answer?: Promise<ArticleListAnswer>; until: number };

const entries = new WeakMap<Executor, Entry>();

// Parsed with the response schema, as the route serializer would, so only its fields go out.
const readArticles = async (db: Executor) => articleList.parse({ data: await listArticles(db) }).data;

async function toAnswer(articles: Article[]): Promise<ArticleListAnswer> {
  const body = JSON.stringify({ data: articles });
  return { body: await precompress(body), etag: weakEtag('a', [sha256(body).slice(0, 32)]) };
}

/**
 * The published articles, read once for every caller in the next few seconds: the list is the same
 * for everyone and changes only when staff edit it.
 */
function entryFor(db: Executor): Entry {
  const cached = entries.get(db);
  if (cached && cached.until > Date.now()) return cached;
  const entry: Entry = { articles: readArticles(db), until: Date.now() + KEEP_MS };
  entries.set(db, entry);
  entry.articles.catch(() => {
    if (entries.get(db) === entry) entries.delete(db);
  });
  return entry;
}

/**
 * The published articles as the JSON answer (in each encoding) and its ETag, compressed once, when the
 * articles list is first asked for: the dashboard, which reads the same list, sends it uncompressed inside
 * its own answer.
 */
export function articleListAnswer(db: Executor): Promise<ArticleListAnswer> {
  const entry = entryFor(db);
  entry.answer ??= entry.articles.then(toAnswer);
  return entry.answer;
}

/** The published articles, newest first, as GET mlw/articles answers them. */
export const publishedArticles = (db: Executor): Promise<Article[]> => entryFor(db).articles;

/** Staff changed an article: this process reads the list afresh on the next request. */
export function forgetArticleList(db: Executor): void {
  entries.delete(db);
}
