import { sql } from 'drizzle-orm';
import { ukDay } from '../../db/uk-date.ts';

/**
 * Over `assessments a` grouped by client: the UK day of their first health check, and of each
 * follow-up check oldest first, as dueFollowUp takes them.
 */
export const firstCheckDay = ukDay(sql`min(a.created_at)`);
export const followUpDays = sql`coalesce(array_agg(${ukDay(sql`a.created_at`)} order by a.created_at, a.id)
  filter (where a.kind = 'follow-up'), '{}')`;
