// A client's devices that receive push notifications (issue 32).
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns.ts';
import { clients } from './people.ts';

/** One browser on one device; the endpoint and keys are its push service address and encryption keys. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** What the client sees in the list, such as "Chrome on Android", from the browser's user agent. */
    device: text('device').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('push_subscriptions_client').on(t.clientId)],
);

/** When a client dismissed the one-time suggestion to turn notifications on. */
export const pushOffers = pgTable('push_offers', {
  clientId: integer('client_id')
    .primaryKey()
    .references(() => clients.id, { onDelete: 'cascade' }),
  dismissedAt: at('dismissed_at').notNull().defaultNow(),
});
