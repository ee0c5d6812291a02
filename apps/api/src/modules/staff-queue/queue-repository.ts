import { type SQL, sql } from 'drizzle-orm';
import { CALLER_ID } from '../../db/caller-id.ts';
import { opaquePlaceholder } from '../../db/client.ts';
import type { RawTime } from '../../db/iso-time.ts';
import type { StaffRole } from '../../plugins/auth.ts';
import { firstCheckDay, followUpDays } from '../assessment/check-days.ts';
import { caseloadCondition } from '../staff-caseload/caseload.ts';
import { preferredContact, preferredMethod } from './preferred-contact.ts';

/** How much of a waiting message the queue and My day show. */
export const PREVIEW_LENGTH = 120;

/**
 * The most rows a queue list answers, oldest first, with its total beside it: an administrator's lists
 * cover the whole service (1,600 waiting messages in the scale bench), more than a page can show or a
 * person can work through at once.
 */
export const QUEUE_LIST_LIMIT = 100;

/** Each capped list's rows carry how many the whole list holds. */
type Counted = { total: number };

export type Who = { client_id: number; first_name: string; last_name: string };

export type QueueRows = {
  registrations: (Who & {
    created_at: RawTime;
    contact_method: string | null;
    contact: string;
    phone_mobile: string;
    email: string;
    leave_message: 'yes' | 'no' | null;
    contact_days: string[];
    contact_times: string[];
    coach_id: number | null;
    coach_name: string | null;
    attempts: number;
    /** How many of the whole list were registered before firstChatDueBefore. */
    overdue: number;
  } & Counted)[];
  closures: (Who & { requested_at: RawTime } & Counted)[];
  follow_ups: (Who & { first_check: string; follow_ups: string[]; last_sent_at: RawTime | null })[];
  /** `message`: its first PREVIEW_LENGTH + 1 characters, enough to tell whether the preview cuts it. */
  unanswered: (Who & { sent: RawTime; message: string; waiting_since: RawTime } & Counted)[];
};

/**
 * What queueQueries' placeholders take: the caller, the latest first check a repeat can follow, and
 * the registration time after which a first chat is not yet past its target (times as ISO text).
 */
export type QueueValues = { staffId: number; firstCheckBefore: string; firstChatDueBefore: string };

/**
 * The four lists of work waiting in the caseload of a caller with `role`, as queries to run together
 * (listsStatement). First chats count the contact attempts made so far (the 48-hour clock counts
 * attempts). First chats, closures and waiting messages answer their QUEUE_LIST_LIMIT oldest rows,
 * counted over the whole list before the cut, and look up the rest of each row for those rows only;
 * follow-ups are cut once buildQueue has decided which are due.
 */
export function queueQueries(role: StaffRole): Record<keyof QueueRows, SQL> {
  const caseload = caseloadCondition({ role, staffId: CALLER_ID });
  const within = caseload ? sql`and ${caseload}` : sql``;
  const firstRows = sql`limit ${sql.raw(String(QUEUE_LIST_LIMIT))}`;
  return {
    registrations: sql`select r.client_id, r.first_name, r.last_name, r.created_at,
          o.value as contact_method, ${preferredContact('r')} as contact, r.phone_number as phone_mobile, r.email, r.leave_message, r.contact_days,
          r.contact_times, r.coach_id, staff.name as coach_name, r.total, r.overdue,
          (select count(*) from contact_attempts a where a.client_id = r.client_id)::int as attempts
        from (select clients.id as client_id, clients.first_name, clients.last_name, clients.created_at,
            clients.contact_method, clients.preferred_method, clients.phone_number, clients.email,
            clients.leave_message,
            clients.contact_days, clients.contact_times, clients.coach_id,
            count(*) over () as total,
            count(*) filter (where clients.created_at < ${opaquePlaceholder('firstChatDueBefore', 'timestamptz')})
              over () as overdue
          from clients
          where clients.closed_at is null and clients.closure_requested_at is null
            and clients.completed_calls = 0 ${within}
          order by clients.created_at, clients.id
          ${firstRows}) r
        left join staff on staff.id = r.coach_id
        left join dropdown_options o on o.key = 'PreferredContact' and o.id = ${preferredMethod('r')}
        order by r.created_at, r.client_id`,
    closures: sql`select clients.id as client_id, clients.first_name, clients.last_name,
          clients.closure_requested_at as requested_at, count(*) over () as total
        from clients
        where clients.closure_requested_at is not null and clients.closed_at is null ${within}
        order by clients.closure_requested_at, clients.id
        ${firstRows}`,
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
    // Clients the coach owes a reply, with a preview's worth of their latest message: both kept on the
    // client's row (migrations 0010 and 0014), so the list reads no messages.
    unanswered: sql`select clients.id as client_id, clients.first_name, clients.last_name,
          clients.waiting_latest_at as sent, clients.waiting_preview as message, clients.waiting_since,
          count(*) over () as total
        from clients
        where clients.waiting_since is not null and clients.closed_at is null ${within}
        order by clients.waiting_since, clients.id
        ${firstRows}`,
  };
}
