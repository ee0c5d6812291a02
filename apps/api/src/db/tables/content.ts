// Lookup lists and content.
import { boolean, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns.ts';

export const dropdownOptions = pgTable(
  'dropdown_options',
  {
    id: integer('id').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    rank: integer('rank').notNull().default(0),
    editable: boolean('editable').notNull().default(false),
    retired: boolean('retired').notNull().default(false),
  },
  (t) => [
    uniqueIndex('dropdown_options_key_id').on(t.key, t.id),
    index('dropdown_options_key_rank').on(t.key, t.rank),
  ],
);

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    intro: text('intro').notNull(),
    body: text('body').notNull().default(''),
    image: text('image').notNull(),
    url: text('url').notNull(),
    publishedAt: at('published_at').notNull().defaultNow(),
    retired: boolean('retired').notNull().default(false),
  },
  (t) => [index('articles_published').on(t.publishedAt)],
);

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    image: text('image').notNull(),
    slug: text('slug').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    retired: boolean('retired').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('events_slug').on(t.slug)],
);
