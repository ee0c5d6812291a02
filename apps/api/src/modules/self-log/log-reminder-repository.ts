import { TIMES, type TimeOfDay } from '@coaching/shared/constants';
import type { SelfLogReminder, SelfLogReminderRequest } from '@coaching/shared/schemas/self-log';
import { eq, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { selfLogReminders } from '../../db/schema.ts';

const isBand = (value: string): value is TimeOfDay => TIMES.some((t) => t === value);

/** The client's reminder to record: off unless they turned it on. */
export async function findLogReminder(db: Executor, clientId: number): Promise<SelfLogReminder> {
  const [row] = await db.select().from(selfLogReminders).where(eq(selfLogReminders.clientId, clientId));
  return row && isBand(row.band)
    ? { on: true, weekday: row.weekday, band: row.band }
    : { on: false, weekday: null, band: null };
}

export async function saveLogReminder(db: Executor, clientId: number, choice: SelfLogReminderRequest) {
  if (!choice.on) {
    await db.delete(selfLogReminders).where(eq(selfLogReminders.clientId, clientId));
    return;
  }
  const values = { weekday: choice.weekday, band: choice.band };
  await db
    .insert(selfLogReminders)
    .values({ clientId, ...values })
    .onConflictDoUpdate({ target: selfLogReminders.clientId, set: { ...values, updatedAt: new Date() } });
}

export type LogReminderCandidate = { clientId: number; weekday: number; band: TimeOfDay };

/**
 * Open clients whose reminder falls on `weekday`, with nothing recorded since `week` began and no
 * reminder sent for that week yet; the pass decides the band's hour and claims each one.
 */
export async function listLogReminderCandidates(
  db: Executor,
  weekday: number,
  week: string,
): Promise<LogReminderCandidate[]> {
  const rows = await queryRows<{ client_id: number; weekday: number; band: string }>(
    db,
    sql`select r.client_id, r.weekday, r.band from self_log_reminders r join clients c on c.id = r.client_id
        where r.weekday = ${weekday} and c.closed_at is null and c.closure_requested_at is null
          and not exists (select 1 from self_log_entries e where e.client_id = r.client_id and e.day >= ${week}::date)
          and not exists (select 1 from scheduled_sends s where s.client_id = r.client_id
            and s.kind = 'self-log-reminder' and s.subject_key = ${week})
        order by r.client_id`,
  );
  return rows.flatMap((r) =>
    isBand(r.band) ? [{ clientId: r.client_id, weekday: r.weekday, band: r.band }] : [],
  );
}

/** Whether the client recorded anything since `week` began (read again under the claim). */
export async function hasLoggedSince(db: Executor, clientId: number, week: string): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from self_log_entries where client_id = ${clientId} and day >= ${week}::date limit 1`,
  );
  return rows.length > 0;
}
