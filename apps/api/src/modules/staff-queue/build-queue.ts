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
import type { Executor } from '../../db/client.ts';
import type { StaffCaller } from '../staff-caseload/caseload.ts';
import {
  listAwaitingFirstChat,
  listClosureRequests,
  listFollowUpCandidates,
  listUnansweredMessages,
  type RawTime,
} from './queue-repository.ts';

const PREVIEW_LENGTH = 120;
const iso = (time: RawTime) => new Date(time).toISOString();

export async function buildQueue(db: Executor, caller: StaffCaller, now = new Date()): Promise<StaffQueue> {
  const today = todayIso(now);
  // Only a first check at least three months old can have a repeat due; a day's margin covers the
  // UK/UTC difference, and dueFollowUp decides exactly.
  const firstCheckBefore = new Date(`${addDays(addMonths(today, -(FOLLOW_UP_MONTHS[0] ?? 0)), 1)}T23:59:59Z`);
  const [registrations, closures, candidates, unanswered] = await Promise.all([
    listAwaitingFirstChat(db, caller),
    listClosureRequests(db, caller),
    listFollowUpCandidates(db, caller, firstCheckBefore),
    listUnansweredMessages(db, caller),
  ]);
  return {
    registrations: registrations.map((r) => ({
      client_id: r.id,
      first_name: r.firstName,
      last_name: r.lastName,
      registered_at: r.createdAt.toISOString(),
      first_chat_due_by: new Date(r.createdAt.getTime() + FIRST_CHAT_WITHIN_HOURS * 3_600_000).toISOString(),
      contact_method: r.contactMethod,
      phone_number: r.phoneNumber,
      email: r.email,
      leave_message: r.leaveMessage,
      days: DAYS.filter((d) => r.contactDays.includes(d)),
      times: TIMES.filter((t) => r.contactTimes.includes(t)),
      coach: r.coachId !== null && r.coachName ? { id: r.coachId, name: r.coachName } : null,
    })),
    follow_ups: candidates.flatMap((c) => {
      const due = dueFollowUp(c.first_check, c.follow_ups ?? [], today);
      if (!due) return [];
      return [
        {
          client_id: c.id,
          first_name: c.first_name,
          last_name: c.last_name,
          months: due.months,
          due_date: due.due_date,
          last_sent_at: c.last_sent_at === null ? null : iso(c.last_sent_at),
        },
      ];
    }),
    closures: closures.flatMap((c) => {
      if (!c.requestedAt) return [];
      const due = addWorkingDays(todayIso(c.requestedAt), CLOSURE_WORKING_DAYS);
      return [
        {
          client_id: c.id,
          first_name: c.firstName,
          last_name: c.lastName,
          requested_at: c.requestedAt.toISOString(),
          due_date: due,
          overdue: due < today,
        },
      ];
    }),
    unanswered: unanswered.map((m) => ({
      client_id: m.id,
      first_name: m.first_name,
      last_name: m.last_name,
      last_message_at: iso(m.sent),
      waiting_since: iso(m.waiting_since),
      preview: truncateText(m.message, PREVIEW_LENGTH),
    })),
  };
}
