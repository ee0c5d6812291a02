import type {
  ArticleForm,
  ContentArticle,
  ContentEvent,
  EventForm,
} from '@coaching/shared/schemas/staff-content';
import { asc, desc, eq } from 'drizzle-orm';
import { eventAnswerColumns } from '../../db/answer-columns.ts';
import type { Executor } from '../../db/client.ts';
import { articles, events } from '../../db/schema.ts';
import { versionEtag } from '../../lib/conditional-write.ts';

const articleView = {
  id: articles.id,
  title: articles.title,
  intro: articles.intro,
  body: articles.body,
  image: articles.image,
  url: articles.url,
  publishedAt: articles.publishedAt,
  retired: articles.retired,
};

type ArticleRow = { publishedAt: Date } & Omit<ContentArticle, 'published_at' | 'version'>;

/** Each with its version: a digest of what its edit form shows, so any change to it changes it. */
function toArticle(row: ArticleRow): ContentArticle {
  const { publishedAt, ...rest } = row;
  const article = { ...rest, published_at: Math.floor(publishedAt.getTime() / 1000) };
  return { ...article, version: versionEtag('article', article) };
}

const eventView = { ...eventAnswerColumns, retired: events.retired };
const withVersion = (event: Omit<ContentEvent, 'version'>): ContentEvent => ({
  ...event,
  version: versionEtag('event', event),
});

/** Every article, retired ones too: the admin list is where they are brought back. */
export async function listAllArticles(db: Executor): Promise<ContentArticle[]> {
  const rows = await db
    .select(articleView)
    .from(articles)
    .orderBy(desc(articles.publishedAt), desc(articles.id));
  return rows.map(toArticle);
}

export async function insertArticle(db: Executor, form: Required<ArticleForm>): Promise<ContentArticle> {
  const [row] = await db.insert(articles).values(form).returning(articleView);
  if (!row) throw new Error('article insert returned no row');
  return toArticle(row);
}

/** The article as it is now, locked until the transaction ends, so saves over one version take turns. */
export async function lockArticle(db: Executor, articleId: number): Promise<ContentArticle | null> {
  const [row] = await db.select(articleView).from(articles).where(eq(articles.id, articleId)).for('update');
  return row ? toArticle(row) : null;
}

export async function updateArticle(db: Executor, articleId: number, form: Required<ArticleForm>) {
  const [row] = await db.update(articles).set(form).where(eq(articles.id, articleId)).returning(articleView);
  return row ? toArticle(row) : null;
}

export async function listAllEvents(db: Executor): Promise<ContentEvent[]> {
  const rows = await db.select(eventView).from(events).orderBy(asc(events.startDate), asc(events.id));
  return rows.map(withVersion);
}

/** The event as it is now, locked until the transaction ends. */
export async function lockEvent(db: Executor, eventId: number): Promise<ContentEvent | null> {
  const [row] = await db.select(eventView).from(events).where(eq(events.id, eventId)).for('update');
  return row ? withVersion(row) : null;
}

function eventColumns(form: EventForm) {
  const { start_date, ...rest } = form;
  return { ...rest, startDate: start_date };
}

export async function insertEvent(db: Executor, form: EventForm): Promise<ContentEvent> {
  const [row] = await db.insert(events).values(eventColumns(form)).returning(eventView);
  if (!row) throw new Error('event insert returned no row');
  return withVersion(row);
}

export async function updateEvent(db: Executor, eventId: number, form: EventForm) {
  const [row] = await db
    .update(events)
    .set(eventColumns(form))
    .where(eq(events.id, eventId))
    .returning(eventView);
  return row ? withVersion(row) : null;
}
