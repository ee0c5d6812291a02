import { TIMES } from '@coaching/shared/constants';
import { todayIso } from '@coaching/shared/rules/dates';
import { AUTO_FLAG_TEXT, automaticFlagKinds } from '@coaching/shared/rules/risk-flags';
import type { MyDay } from '@coaching/shared/schemas/staff-my-day';
import { type Executor, listsStatement } from '../../db/client.ts';
import { isoTime } from '../../db/iso-time.ts';
import type { StaffRole } from '../../plugins/auth.ts';
import { sessionVersion } from '../sessions/session-version.ts';
import { listReadRecord } from '../staff-audit/audit-repository.ts';
import type { StaffCaller } from '../staff-caseload/caseload.ts';
import { queueFromRows, queueValuesAt } from '../staff-queue/build-queue.ts';
import { type QueueRows, queueQueries } from '../staff-queue/queue-repository.ts';
import { type DiaryRows, type DiaryValues, diaryQueries } from './my-day-repository.ts';

const DAY_MS = 86_400_000;

const queries = (role: StaffRole) => ({ ...queueQueries(role), ...diaryQueries(role) });
export const MY_DAY_READ = { action: 'viewed my day', detail: 'GET /api/staff/my-day' } as const;
const myDayLists = listsStatement<StaffRole, QueueRows & DiaryRows>(
  queries,
  listReadRecord(MY_DAY_READ.action, MY_DAY_READ.detail),
);
/** For a poll: audited by its caller only when the answer changed (routes.ts). */
const myDayListsUnaudited = listsStatement<StaffRole, QueueRows & DiaryRows>(queries);

/** A day's sessions by time, each with its version (as the client's sessions carry it). */
const daySessions = (rows: DiaryRows['today_sessions']) =>
  rows
    .sort((a, b) => TIMES.indexOf(a.time) - TIMES.indexOf(b.time))
    .map(({ due_date, ...s }) => ({
      ...s,
      version: sessionVersion({ id: s.session_id, status: s.status, due_date, time: s.time }),
    }));

/** Only when today holds no session: what the coach's next day with sessions holds. */
function nextSessionDay(rows: DiaryRows): MyDay['next_session_day'] {
  const first = rows.next_day_sessions[0];
  if (rows.today_sessions.length > 0 || !first) return null;
  return { date: first.due_date, sessions: daySessions(rows.next_day_sessions) };
}

/**
 * A coach's working day, in one statement, which also writes its audit record. The queue's lists keep
 * the caller's caseload (an administrator's is every client: closures and unanswered messages across
 * the service are theirs to see); the diary and caseload lists are always the caller's own, also for an
 * administrator. `audited: false` leaves the audit record to the caller.
 */
export async function buildMyDay(
  db: Executor,
  caller: StaffCaller,
  quietDays: number,
  { now = new Date(), audited = true }: { now?: Date; audited?: boolean } = {},
): Promise<MyDay> {
  const diary: DiaryValues = {
    staffId: caller.staffId,
    today: todayIso(now),
    quietSince: new Date(now.getTime() - quietDays * DAY_MS).toISOString(),
  };
  const read = audited ? myDayLists : myDayListsUnaudited;
  const rows = await read(db, caller.role, { ...queueValuesAt(caller, now), ...diary });
  const queue = queueFromRows(rows, now);
  const attempts = new Map(rows.registrations.map((r) => [r.client_id, r.attempts]));
  return {
    ...queue,
    registrations: queue.registrations.map((r) => ({ ...r, attempts: attempts.get(r.client_id) ?? 0 })),
    flagged: rows.flag_candidates.flatMap(({ reasons, bmi, alcohol_band, acknowledged, ...who }) => {
      const raised = automaticFlagKinds({ bmi, alcoholBand: alcohol_band })
        .filter((kind) => !acknowledged?.includes(kind))
        .map((kind) => AUTO_FLAG_TEXT[kind]);
      const all = [...(reasons ?? []), ...raised];
      return all.length ? [{ ...who, reasons: all }] : [];
    }),
    today_sessions: daySessions(rows.today_sessions),
    next_session_day: nextSessionDay(rows),
    unrecorded_sessions: rows.unrecorded_sessions,
    client_changes: rows.client_changes.map((c) => ({ ...c, changed_at: isoTime(c.changed_at) })),
    away_sessions: rows.away_sessions,
    missed_sessions: rows.missed_sessions,
    overdue_actions: rows.overdue_actions,
    quiet_clients: rows.quiet_clients.map((q) => ({
      ...q,
      last_contact_at: isoTime(q.last_contact_at),
    })),
    quiet_days: quietDays,
    needs_coach: rows.needs_coach,
  };
}
