import { TIMES } from '@coaching/shared/constants';
import { todayIso } from '@coaching/shared/rules/dates';
import { automaticFlags } from '@coaching/shared/rules/risk-flags';
import type { MyDay } from '@coaching/shared/schemas/staff-my-day';
import type { Executor } from '../../db/client.ts';
import type { StaffCaller } from '../staff-caseload/caseload.ts';
import { buildQueue } from '../staff-queue/build-queue.ts';
import {
  countContactAttempts,
  listFlagCandidates,
  listMissedSessions,
  listOverdueActions,
  listQuietClients,
  listTodaySessions,
} from './my-day-repository.ts';

const DAY_MS = 86_400_000;

/**
 * A coach's working day. The queue's lists keep the caller's caseload (an administrator's is every
 * client: closures and unanswered messages across the service are theirs to see); the diary and
 * caseload lists are always the caller's own, also for an administrator.
 */
export async function buildMyDay(
  db: Executor,
  caller: StaffCaller,
  quietDays: number,
  now = new Date(),
): Promise<MyDay> {
  const { staffId } = caller;
  const today = todayIso(now);
  const [queue, todaySessions, missed, overdue, quiet, flagCandidates] = await Promise.all([
    buildQueue(db, caller, now),
    listTodaySessions(db, staffId, today),
    listMissedSessions(db, staffId),
    listOverdueActions(db, staffId, today),
    listQuietClients(db, staffId, new Date(now.getTime() - quietDays * DAY_MS)),
    listFlagCandidates(db, staffId),
  ]);
  const attempts = new Map(
    (
      await countContactAttempts(
        db,
        queue.registrations.map((r) => r.client_id),
      )
    ).map((a) => [a.client_id, a.attempts]),
  );
  return {
    ...queue,
    registrations: queue.registrations.map((r) => ({ ...r, attempts: attempts.get(r.client_id) ?? 0 })),
    flagged: flagCandidates.flatMap(({ reasons, bmi, alcohol_band, ...who }) => {
      const all = [...(reasons ?? []), ...automaticFlags({ bmi, alcoholBand: alcohol_band })];
      return all.length ? [{ ...who, reasons: all }] : [];
    }),
    today_sessions: todaySessions.sort((a, b) => TIMES.indexOf(a.time) - TIMES.indexOf(b.time)),
    missed_sessions: missed,
    overdue_actions: overdue,
    quiet_clients: quiet.map((q) => ({ ...q, last_contact_at: new Date(q.last_contact_at).toISOString() })),
    quiet_days: quietDays,
  };
}
