import { TIMES } from '@coaching/shared/constants';
import { todayIso } from '@coaching/shared/rules/dates';
import { automaticFlags } from '@coaching/shared/rules/risk-flags';
import type { MyDay } from '@coaching/shared/schemas/staff-my-day';
import type { Executor } from '../../db/client.ts';
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
  const [queue, todaySessions, missed, overdue, quiet, flagCandidates] = await Promise.all([
    buildQueue(db, { staffId, role: 'coach' }, now),
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
