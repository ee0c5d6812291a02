import { asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { readTogether } from '../../db/read-together.ts';
import { articles, bcts, events } from '../../db/schema.ts';

/** The live techniques, articles and events a coach can add to a plan. */
export async function readLibrary(db: Executor) {
  const [bctRows, articleRows, eventRows] = await readTogether(
    db,
    () =>
      db
        .select({
          id: bcts.id,
          name: bcts.name,
          web_friendly_name: bcts.webFriendlyName,
          description: bcts.description,
        })
        .from(bcts)
        .where(eq(bcts.retired, false))
        .orderBy(asc(bcts.webFriendlyName)),
    () =>
      db
        .select({ id: articles.id, title: articles.title, intro: articles.intro })
        .from(articles)
        .where(eq(articles.retired, false))
        .orderBy(desc(articles.publishedAt)),
    () =>
      db
        .select({ id: events.id, title: events.title, start_date: events.startDate })
        .from(events)
        .where(eq(events.retired, false))
        .orderBy(asc(events.startDate)),
  );
  return { bcts: bctRows, articles: articleRows, events: eventRows };
}
