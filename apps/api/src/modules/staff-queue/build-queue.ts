import {
  CLOSURE_WORKING_DAYS,
  DAYS,
  FIRST_CHAT_WITHIN_HOURS,
  FOLLOW_UP_MONTHS,
  TIMES,
} from '@coaching/shared/constants';
import { addDays, todayIso } from '@coaching/shared/rules/dates';
import { addMonths, dueFollowUp } from '@coaching/shared/rules/follow-up-schedule';
import { truncateText } from '@coaching/shared/rules/text';
import { addWorkingDays } from '@coaching/shared/rules/working-days';
import type { StaffQueue } from '@coaching/shared/schemas/staff-queue';
import { type Executor, listsStatement } from '../../db/client.ts';
import { staffMember } from '../../db/client-answer.ts';
import { isoTime } from '../../db/iso-time.ts';
import type { StaffRole } from '../../plugins/auth.ts';
import { listReadRecord } from '../staff-audit/audit-repository.ts';
import type { StaffCaller } from '../staff-caseload/caseload.ts';
import {
  PREVIEW_LENGTH,
  QUEUE_LIST_LIMIT,
  type QueueRows,
  type QueueValues,
  queueQueries,
} from './queue-repository.ts';

const HOUR_MS = 3_600_000;

/** The values of the queue's queries for `caller` at `now`, run alone (buildQueue) or with My day's. */
export function queueValuesAt(caller: StaffCaller, now: Date): QueueValues {
  // Only a first check at least three months old can have a repeat due; a day's margin covers the
  // UK/UTC difference, and dueFollowUp decides exactly.
  const today = todayIso(now);
  const firstCheckBefore = `${addDays(addMonths(today, -(FOLLOW_UP_MONTHS[0] ?? 0)), 1)}T23:59:59Z`;
  const firstChatDueBefore = new Date(now.getTime() - FIRST_CHAT_WITHIN_HOURS * HOUR_MS).toISOString();
  return { staffId: caller.staffId, firstCheckBefore, firstChatDueBefore };
}

const queueLists = listsStatement<StaffRole, QueueRows>(
  queueQueries,
  listReadRecord('viewed the queue', 'GET /api/staff/queue'),
);

/** The queue, read in one statement that also writes its audit record. */
export async function buildQueue(db: Executor, caller: StaffCaller, now = new Date()): Promise<StaffQueue> {
  return queueFromRows(await queueLists(db, caller.role, queueValuesAt(caller, now)), now);
}

export function queueFromRows(rows: QueueRows, now: Date): StaffQueue {
  const today = todayIso(now);
  const followUps = rows.follow_ups.flatMap((c) => {
    const due = dueFollowUp(c.first_check, c.follow_ups, today);
    if (!due) return [];
    return [
      {
        client_id: c.client_id,
        first_name: c.first_name,
        last_name: c.last_name,
        months: due.months,
        due_date: due.due_date,
        last_sent_at: c.last_sent_at === null ? null : isoTime(c.last_sent_at),
      },
    ];
  });
  return {
    registrations: rows.registrations.map((r) => ({
      client_id: r.client_id,
      first_name: r.first_name,
      last_name: r.last_name,
      registered_at: isoTime(r.created_at),
      first_chat_due_by: new Date(
        new Date(r.created_at).getTime() + FIRST_CHAT_WITHIN_HOURS * HOUR_MS,
      ).toISOString(),
      contact_method: r.contact_method,
      contact: r.contact,
      phone_mobile: r.phone_mobile,
      email: r.email,
      leave_message: r.leave_message,
      days: DAYS.filter((d) => r.contact_days.includes(d)),
      times: TIMES.filter((t) => r.contact_times.includes(t)),
      coach: staffMember(r.coach_id, r.coach_name),
    })),
    follow_ups: followUps.slice(0, QUEUE_LIST_LIMIT),
    closures: rows.closures.map((c) => {
      const due = addWorkingDays(todayIso(new Date(c.requested_at)), CLOSURE_WORKING_DAYS);
      return {
        client_id: c.client_id,
        first_name: c.first_name,
        last_name: c.last_name,
        requested_at: isoTime(c.requested_at),
        due_date: due,
        overdue: due < today,
      };
    }),
    unanswered: rows.unanswered.map((m) => ({
      client_id: m.client_id,
      first_name: m.first_name,
      last_name: m.last_name,
      last_message_at: isoTime(m.sent),
      waiting_since: isoTime(m.waiting_since),
      preview: truncateText(m.message, PREVIEW_LENGTH),
    })),
    totals: {
      registrations: rows.registrations[0]?.total ?? 0,
      first_chats_overdue: rows.registrations[0]?.overdue ?? 0,
      follow_ups: followUps.length,
      closures: rows.closures[0]?.total ?? 0,
      unanswered: rows.unanswered[0]?.total ?? 0,
    },
  };
}
