import { type SQL, sql } from 'drizzle-orm';
import { opaquePlaceholder } from '../../db/client.ts';
import type { RawTime } from '../../db/iso-time.ts';
import type { StaffRole } from '../../plugins/auth.ts';
import { firstCheckDay, followUpDays } from '../assessment/check-days.ts';
import { CALLER_ID, caseloadCondition } from '../staff-caseload/caseload.ts';

/** How much of a waiting message the queue and My day show. */
export const PREVIEW_LENGTH = 120;

export type Who = { client_id: number; first_name: string; last_name: string };

export type QueueRows = {
  registrations: (Who & {
    created_at: RawTime;
    contact_method: string | null;
    phone_number: string;
    email: string;
    leave_message: 'yes' | 'no' | null;
    contact_days: string[];
    contact_times: string[];
    coach_id: number | null;
    coach_name: string | null;
    attempts: number;
  })[];
  closures: (Who & { requested_at: RawTime })[];
  follow_ups: (Who & { first_check: string; follow_ups: string[]; last_sent_at: RawTime | null })[];
  /** `message`: its first PREVIEW_LENGTH + 1 characters, enough to tell whether the preview cuts it. */
  unanswered: (Who & { sent: RawTime; message: string; waiting_since: RawTime })[];
};

/** What queueQueries' placeholders take: the caller, and the latest first check a repeat can follow. */
export type QueueValues = { staffId: number; firstCheckBefore: string };

/**
 * The four lists of work waiting in the caseload of a caller with `role`, as queries to run together
 * (listsStatement). First chats count the contact attempts made so far (the 48-hour clock counts
 * attempts).
 */
export function queueQueries(role: StaffRole): Record<keyof QueueRows, SQL> {
  const caseload = caseloadCondition({ role, staffId: CALLER_ID });
  const within = caseload ? sql`and ${caseload}` : sql``;
  return {
    registrations: sql`select clients.id as client_id, clients.first_name, clients.last_name,
          clients.created_at, o.value as contact_method, clients.phone_number, clients.email,
          clients.leave_message, clients.contact_days, clients.contact_times,
          clients.coach_id, staff.name as coach_name,
          (select count(*) from contact_attempts a where a.client_id = clients.id)::int as attempts
        from clients
        left join staff on staff.id = clients.coach_id
        left join dropdown_options o on o.key = 'PreferredContact' and o.id = clients.contact_method
        where clients.closed_at is null and clients.closure_requested_at is null
          and clients.completed_calls = 0 ${within}
        order by clients.created_at, clients.id`,
    closures: sql`select clients.id as client_id, clients.first_name, clients.last_name,
          clients.closure_requested_at as requested_at
        from clients
        where clients.closure_requested_at is not null and clients.closed_at is null ${within}
        order by clients.closure_requested_at, clients.id`,
    // Clients with a first check old enough for a repeat, their check days (UK) and the last link sent.
    follow_ups: sql`select clients.id as client_id, clients.first_name, clients.last_name,
          ${firstCheckDay} as first_check, ${followUpDays} as follow_ups,
          (select max(l.created_at) from client_links l
            where l.client_id = clients.id and l.purpose = 'follow-up') as last_sent_at
        from clients
        join assessments a on a.client_id = clients.id
        where clients.closed_at is null and clients.closure_requested_at is null ${within}
        group by clients.id
        having min(a.created_at) <= ${opaquePlaceholder('firstCheckBefore', 'timestamptz')}
        order by min(a.created_at), clients.id`,
    // Clients the coach owes a reply (waiting_since, kept by migration 0010's triggers), with a preview's
    // worth of their latest message: a coach back from leave has dozens waiting, each up to
    // MESSAGE_MAX_LENGTH.
    unanswered: sql`select clients.id as client_id, clients.first_name, clients.last_name, m.sent,
          left(m.message, ${PREVIEW_LENGTH + 1}) as message,
          clients.waiting_since
        from clients
        join lateral (
          select sent, message from messages
          where client_id = clients.id order by sent desc, id desc limit 1
        ) m on true
        where clients.waiting_since is not null and clients.closed_at is null ${within}
        order by clients.waiting_since, clients.id`,
  };
}
