import { TIMES } from '@coaching/shared/constants';
import { todayIso } from '@coaching/shared/rules/dates';
import { automaticFlags } from '@coaching/shared/rules/risk-flags';
import type { MyDay } from '@coaching/shared/schemas/staff-my-day';
import { type Executor, queryLists } from '../../db/client.ts';
import type { StaffCaller } from '../staff-caseload/caseload.ts';
import { queueFromRows, queueQueriesAt } from '../staff-queue/build-queue.ts';
import type { QueueRows } from '../staff-queue/queue-repository.ts';
import { type DiaryRows, diaryQueries } from './my-day-repository.ts';

const DAY_MS = 86_400_000;

/**
 * A coach's working day, in one statement. The queue's lists keep the caller's caseload (an
 * administrator's is every client: closures and unanswered messages across the service are theirs to
 * see); the diary and caseload lists are always the caller's own, also for an administrator.
 */
export async function buildMyDay(
  db: Executor,
  caller: StaffCaller,
  quietDays: number,
  now = new Date(),
): Promise<MyDay> {
  const rows = await queryLists<QueueRows & DiaryRows>(db, {
    ...queueQueriesAt(caller, now),
    ...diaryQueries(caller.staffId, todayIso(now), new Date(now.getTime() - quietDays * DAY_MS)),
  });
  const queue = queueFromRows(rows, now);
  const attempts = new Map(rows.registrations.map((r) => [r.client_id, r.attempts]));
  return {
    ...queue,
    registrations: queue.registrations.map((r) => ({ ...r, attempts: attempts.get(r.client_id) ?? 0 })),
    flagged: rows.flag_candidates.flatMap(({ reasons, bmi, alcohol_band, ...who }) => {
      const all = [...(reasons ?? []), ...automaticFlags({ bmi, alcoholBand: alcohol_band })];
      return all.length ? [{ ...who, reasons: all }] : [];
    }),
    today_sessions: rows.today_sessions.sort((a, b) => TIMES.indexOf(a.time) - TIMES.indexOf(b.time)),
    missed_sessions: rows.missed_sessions,
    overdue_actions: rows.overdue_actions,
    quiet_clients: rows.quiet_clients.map((q) => ({
      ...q,
      last_contact_at: new Date(q.last_contact_at).toISOString(),
    })),
    quiet_days: quietDays,
  };
}
