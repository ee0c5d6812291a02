import { sql } from 'drizzle-orm';
import { clients } from '../../db/schema.ts';

/**
 * When someone last heard from a client (a message either way, a logged contact attempt, a completed
 * session), else when they registered. Over `clients` in the surrounding query.
 */
export const lastContactAt = sql<Date | string>`greatest(${clients.createdAt},
  (select max(m.sent) from messages m where m.client_id = ${clients.id}),
  (select max(a.created_at) from contact_attempts a where a.client_id = ${clients.id}),
  (select max(s.due_date)::timestamptz from sessions s
    where s.client_id = ${clients.id} and s.status = 'complete'))`;
