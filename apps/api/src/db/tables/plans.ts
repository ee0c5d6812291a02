// Health checks and the plans coaches write.

import { PATHWAY_SLUGS } from '@coaching/shared/constants';
import { COMB_COMPONENTS } from '@coaching/shared/rules/com-b';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns.ts';
import { articles, events } from './content.ts';
import { clients } from './people.ts';

export const assessments = pgTable(
  'assessments',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['new', 'follow-up'] }).notNull(),
    reminderType: text('reminder_type', { enum: ['text', 'email'] }),
    answers: jsonb('answers').notNull(),
    stats: jsonb('stats').notNull(),
    messages: jsonb('messages').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('assessments_client').on(t.clientId, t.createdAt)],
);

export const plans = pgTable(
  'plans',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    serviceLevel: smallint('service_level').notNull().default(1),
    pathways: text('pathways').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('plans_client').on(t.clientId)],
);

export const planNotes = pgTable(
  'plan_notes',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['goal', 'barrier'] }).notNull(),
    title: text('title').notNull(),
    note: text('note').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('plan_notes_plan').on(t.planId)],
);

/** What stands in a client's way, with its COM-B component: from the common list or the coach's words. */
export const clientBarriers = pgTable(
  'client_barriers',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    pathway: text('pathway', { enum: PATHWAY_SLUGS }).notNull(),
    component: text('component', { enum: COMB_COMPONENTS }).notNull(),
    words: text('words').notNull(),
    commonKey: text('common_key'),
    namedBy: text('named_by', { enum: ['client', 'coach'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('client_barriers_client').on(t.clientId, t.createdAt),
    uniqueIndex('client_barriers_client_common').on(t.clientId, t.commonKey),
  ],
);

/** The technique library; code and components come from packages/shared (sync-technique-library.ts). */
export const bcts = pgTable(
  'bcts',
  {
    id: serial('id').primaryKey(),
    code: text('code'),
    name: text('name').notNull(),
    webFriendlyName: text('web_friendly_name').notNull(),
    description: text('description').notNull(),
    components: text('components', { enum: COMB_COMPONENTS }).array().notNull().default(sql`'{}'::text[]`),
    retired: boolean('retired').notNull().default(false),
  },
  (t) => [uniqueIndex('bcts_code').on(t.code)],
);

export const planBcts = pgTable(
  'plan_bcts',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    bctId: integer('bct_id')
      .notNull()
      .references(() => bcts.id),
    progress: smallint('progress'),
    /** The barrier it was added for; its component and pathway stay when the barrier goes. */
    barrierId: integer('barrier_id').references(() => clientBarriers.id, { onDelete: 'set null' }),
    barrierComponent: text('barrier_component', { enum: COMB_COMPONENTS }),
    barrierPathway: text('barrier_pathway', { enum: PATHWAY_SLUGS }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('plan_bcts_plan_bct').on(t.planId, t.bctId),
    index('plan_bcts_bct').on(t.bctId),
    index('plan_bcts_barrier').on(t.barrierId),
    index('plan_bcts_rated_for_component')
      .on(t.barrierComponent, t.barrierPathway, t.bctId)
      .where(sql`${t.progress} IS NOT NULL`),
  ],
);

export const planBctNotes = pgTable(
  'plan_bct_notes',
  {
    id: serial('id').primaryKey(),
    planBctId: integer('plan_bct_id')
      .notNull()
      .references(() => planBcts.id, { onDelete: 'cascade' }),
    note: text('note').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
  },
  (t) => [index('plan_bct_notes_plan_bct').on(t.planBctId)],
);

export const planArticles = pgTable(
  'plan_articles',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id),
  },
  (t) => [uniqueIndex('plan_articles_pk').on(t.planId, t.articleId)],
);

export const planEvents = pgTable(
  'plan_events',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
  },
  (t) => [uniqueIndex('plan_events_pk').on(t.planId, t.eventId)],
);
