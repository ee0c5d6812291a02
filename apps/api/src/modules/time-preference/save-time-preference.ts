import { DAYS, type Day, TIMES, type TimeOfDay } from '@coaching/shared/constants';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { clients } from '../../db/schema.ts';

/** Stored in week and day order, whatever order they were ticked in. */
export async function saveTimePreference(
  db: Executor,
  clientId: number,
  days: readonly Day[],
  times: readonly TimeOfDay[],
): Promise<void> {
  await db
    .update(clients)
    .set({
      contactDays: DAYS.filter((d) => days.includes(d)),
      contactTimes: TIMES.filter((t) => times.includes(t)),
      timePreferenceAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(clients.id, clientId));
}
