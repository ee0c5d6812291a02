import { TIMES } from '@coaching/shared/constants';
import { todayIso } from '@coaching/shared/rules/dates';
import type { MyDay } from '@coaching/shared/schemas/staff-my-day';
import type { Executor } from '../../db/client.ts';
import { buildQueue } from '../staff-queue/build-queue.ts';
import {
  listMissedSessions,
  listOverdueActions,
  listQuietClients,
  listTodaySessions,
} from './my-day-repository.ts';

const DAY_MS = 86_400_000;

/**
 * A coach's working day. Always the caller's own diary and clients plus the intake pool, also for an
 * administrator (who finds anyone else's client through search): a day's list over every client
 * would be neither workable nor fast.
 */
export async function buildMyDay(
  db: Executor,
  staffId: number,
  quietDays: number,
  now = new Date(),
): Promise<MyDay> {
  const today = todayIso(now);
  const [queue, todaySessions, missed, overdue, quiet] = await Promise.all([
    buildQueue(db, { staffId, role: 'coach' }, now),
    listTodaySessions(db, staffId, today),
    listMissedSessions(db, staffId),
    listOverdueActions(db, staffId, today),
    listQuietClients(db, staffId, new Date(now.getTime() - quietDays * DAY_MS)),
  ]);
  return {
    ...queue,
    today_sessions: todaySessions.sort((a, b) => TIMES.indexOf(a.time) - TIMES.indexOf(b.time)),
    missed_sessions: missed,
    overdue_actions: overdue,
    quiet_clients: quiet.map((q) => ({ ...q, last_contact_at: new Date(q.last_contact_at).toISOString() })),
    quiet_days: quietDays,
  };
}
