import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { clients, dropdownOptions, staff } from '../../db/schema.ts';
import { caseloadCondition, type StaffCaller } from '../staff-caseload/caseload.ts';

const open = and(isNull(clients.closedAt), isNull(clients.closureRequestedAt));

export function listAwaitingFirstChat(db: Executor, caller: StaffCaller) {
  return db
    .select({
      id: clients.id,
      firstName: clients.firstName,
      lastName: clients.lastName,
      createdAt: clients.createdAt,
      contactMethod: dropdownOptions.value,
      phoneNumber: clients.phoneNumber,
      email: clients.email,
      leaveMessage: clients.leaveMessage,
      contactDays: clients.contactDays,
      contactTimes: clients.contactTimes,
      coachId: clients.coachId,
      coachName: staff.name,
    })
    .from(clients)
    .leftJoin(staff, eq(staff.id, clients.coachId))
    .leftJoin(
      dropdownOptions,
      and(eq(dropdownOptions.key, 'PreferredContact'), eq(dropdownOptions.id, clients.contactMethod)),
    )
    .where(and(open, eq(clients.completedCalls, 0), caseloadCondition(caller)))
    .orderBy(asc(clients.createdAt), asc(clients.id));
}

export function listClosureRequests(db: Executor, caller: StaffCaller) {
  return db
    .select({
      id: clients.id,
      firstName: clients.firstName,
      lastName: clients.lastName,
      requestedAt: clients.closureRequestedAt,
    })
    .from(clients)
    .where(and(isNotNull(clients.closureRequestedAt), isNull(clients.closedAt), caseloadCondition(caller)))
    .orderBy(asc(clients.closureRequestedAt));
}

/** A timestamp from a raw query: node-postgres answers a Date, PGlite may answer text. */
export type RawTime = Date | string;

/** Clients with a first check old enough for a repeat, their check days (UK) and the last link sent. */
export async function listFollowUpCandidates(db: Executor, caller: StaffCaller, firstCheckBefore: Date) {
  const caseload = caseloadCondition(caller);
  return queryRows<{
    id: number;
    first_name: string;
    last_name: string;
    first_check: string;
    follow_ups: string[] | null;
    last_sent_at: RawTime | null;
  }>(
    db,
    sql`select clients.id, clients.first_name, clients.last_name,
          ((min(a.created_at) at time zone 'Europe/London')::date)::text as first_check,
          array_agg(((a.created_at at time zone 'Europe/London')::date)::text order by a.created_at)
            filter (where a.kind = 'follow-up') as follow_ups,
          (select max(l.created_at) from client_links l
            where l.client_id = clients.id and l.purpose = 'follow-up') as last_sent_at
        from clients
        join assessments a on a.client_id = clients.id
        where clients.closed_at is null and clients.closure_requested_at is null
          ${caseload ? sql`and ${caseload}` : sql``}
        group by clients.id
        having min(a.created_at) <= ${firstCheckBefore.toISOString()}
        order by min(a.created_at)`,
  );
}

/**
 * Clients whose latest message is their own and not marked handled: the coach owes them a reply.
 * They have waited since their oldest message after the last reply.
 */
export async function listUnansweredMessages(db: Executor, caller: StaffCaller) {
  const caseload = caseloadCondition(caller);
  return queryRows<{
    id: number;
    first_name: string;
    last_name: string;
    sent: RawTime;
    message: string;
    waiting_since: RawTime;
  }>(
    db,
    sql`select clients.id, clients.first_name, clients.last_name, m.sent, m.message,
          (select min(w.sent) from messages w
            where w.client_id = clients.id and not w.is_coach and w.handled_at is null
              and w.sent > coalesce((select max(r.sent) from messages r
                where r.client_id = clients.id and r.is_coach), '-infinity')) as waiting_since
        from clients
        join lateral (
          select is_coach, sent, message, handled_at from messages
          where client_id = clients.id order by sent desc, id desc limit 1
        ) m on true
        where not m.is_coach and m.handled_at is null and clients.closed_at is null
          ${caseload ? sql`and ${caseload}` : sql``}
        order by waiting_since`,
  );
}
