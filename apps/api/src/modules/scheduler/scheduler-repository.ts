import type { TimeOfDay } from '@coaching/shared/constants';
import type {
  FollowUpMessageKind,
  SentFollowUp,
  SessionReminderKind,
} from '@coaching/shared/rules/reminder-schedule';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { scheduledSends } from '../../db/schema.ts';
import { firstCheckDay, followUpDays } from '../assessment/check-days.ts';
import type { ReminderContact } from '../reminders/reminder-channel.ts';

type SendKind = (typeof scheduledSends.$inferInsert)['kind'];
export type ReminderClient = ReminderContact & { id: number; firstName: string; email: string };

const open = sql`c.closed_at is null and c.closure_requested_at is null`;

/** The key a session's reminders are recorded under: a moved session is owed them again (`sessionKey` in SQL). */
export const reminderKey = (session: { id: number; dueDate: string; time: string }) =>
  `${session.id}:${session.dueDate}:${session.time}`;

/** A session's day and band in the key its reminders are recorded under (`reminderKey`). */
const sessionKey = sql`s.id::text || ':' || s.due_date::text || ':' || s.time`;

type SentRow = { kind: FollowUpMessageKind; subject_key: string; sent_at: Date | string };

export type FollowUpCandidate = { id: number; firstCheck: string; followUps: string[]; sent: SentFollowUp[] };

/**
 * Open clients whose first check is old enough for a repeat to be due (or only `clientId`), each with
 * their check days (UK) and the follow-up messages already sent, in one query: the pass decides from
 * these who is owed a message, opens a transaction only for them, and reads the one client again there.
 */
export async function listFollowUpCandidates(
  db: Executor,
  firstCheckBefore: Date,
  clientId?: number,
): Promise<FollowUpCandidate[]> {
  const rows = await queryRows<{ id: number; first_check: string; follow_ups: string[]; sent: SentRow[] }>(
    db,
    sql`select c.id, ${firstCheckDay} as first_check, ${followUpDays} as follow_ups,
          (select coalesce(json_agg(json_build_object('kind', s.kind, 'subject_key', s.subject_key,
              'sent_at', s.sent_at)), '[]') from scheduled_sends s
            where s.client_id = c.id and s.kind in ('follow-up-invitation', 'follow-up-reminder')) as sent
        from clients c join assessments a on a.client_id = c.id
        where ${open} ${clientId === undefined ? sql`` : sql`and c.id = ${clientId}`}
        group by c.id having min(a.created_at) <= ${firstCheckBefore.toISOString()}
        order by c.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    firstCheck: r.first_check,
    followUps: r.follow_ups,
    sent: r.sent.map((m) => ({ kind: m.kind, months: Number(m.subject_key), sentAt: new Date(m.sent_at) })),
  }));
}

export type DueSession = { id: number; dueDate: string; time: TimeOfDay; sent: SessionReminderKind[] };

/**
 * Sessions still due in a window of days whose client is open, each with the reminders already
 * recorded for its present day and band (a moved session is owed them again).
 */
export async function listDueSessions(db: Executor, from: string, to: string): Promise<DueSession[]> {
  const rows = await queryRows<{
    id: number;
    due_date: string;
    time: TimeOfDay;
    sent: SessionReminderKind[];
  }>(
    db,
    sql`select s.id, s.due_date::text as due_date, s.time,
          coalesce((select array_agg(r.kind) from scheduled_sends r
            where r.client_id = s.client_id and r.kind in ('session-day-before', 'session-hour-before')
              and r.subject_key = ${sessionKey}), '{}') as sent
        from sessions s join clients c on c.id = s.client_id
        where s.status = 'due' and s.due_date between ${from} and ${to} and ${open}
        order by s.due_date, s.id`,
  );
  return rows.map((r) => ({ id: r.id, dueDate: r.due_date, time: r.time, sent: r.sent }));
}

/**
 * Claims an open client for this transaction; another worker holding it is skipped, not waited for
 * (unless `busy` is 'wait').
 * NO KEY UPDATE still lets other rows point at the client meanwhile.
 */
export async function claimOpenClient(
  tx: Executor,
  clientId: number,
  busy: 'skip' | 'wait' = 'skip',
): Promise<ReminderClient | null> {
  const [row] = await queryRows<{
    id: number;
    first_name: string;
    email: string;
    phone_number: string;
    contact_method: number | null;
    reminder_email: boolean | null;
    reminder_sms: boolean | null;
  }>(
    tx,
    sql`select c.id, c.first_name, c.email, c.phone_number, c.contact_method,
          r.email as reminder_email, r.sms as reminder_sms
        from clients c left join reminder_settings r on r.client_id = c.id
        where c.id = ${clientId} and ${open}
        for no key update of c ${busy === 'skip' ? sql`skip locked` : sql``}`,
  );
  if (!row) return null;
  const settings =
    row.reminder_email === null || row.reminder_sms === null
      ? null
      : { email: row.reminder_email, sms: row.reminder_sms };
  return {
    id: row.id,
    firstName: row.first_name,
    email: row.email,
    phoneNumber: row.phone_number,
    contactMethod: row.contact_method,
    settings,
  };
}

export type ClaimedSession = {
  id: number;
  clientId: number;
  type: string;
  status: string;
  dueDate: string;
  time: TimeOfDay;
};

/** Claims a session, skipping one another worker holds. */
export async function claimSession(tx: Executor, sessionId: number): Promise<ClaimedSession | null> {
  const [row] = await queryRows<{
    id: number;
    client_id: number;
    type: string;
    status: string;
    due_date: string;
    time: TimeOfDay;
  }>(
    tx,
    sql`select id, client_id, type, status, due_date::text as due_date, time from sessions
        where id = ${sessionId}
        for no key update skip locked`,
  );
  return row
    ? {
        id: row.id,
        clientId: row.client_id,
        type: row.type,
        status: row.status,
        dueDate: row.due_date,
        time: row.time,
      }
    : null;
}

/**
 * Upcoming or cancelled sessions changed since `since`, whose client is open, that are owed a
 * confirmation: the client was last told of another version (day, band, status) or of none, and a
 * cancellation only of a session the client was told of.
 */
export async function listChangedSessionIds(db: Executor, since: Date, today: string): Promise<number[]> {
  const version = sql`${sessionKey} || ':' || s.status`;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select s.id from sessions s join clients c on c.id = s.client_id
        left join lateral (select r.subject_key from scheduled_sends r where r.client_id = s.client_id
            and r.kind = 'session-change' and r.subject_key like s.id::text || ':%'
            order by r.id desc limit 1) told on true
        where s.updated_at >= ${since.toISOString()} and s.due_date >= ${today}
          and s.status in ('due', 'cancelled') and ${open}
          and (told.subject_key is null
            or (told.subject_key <> ${version} and told.subject_key not like ${version} || ':%'))
          and (s.status = 'due' or told.subject_key is not null)
        order by s.id`,
  );
  return rows.map((r) => r.id);
}

/**
 * Records every upcoming session as told of its present version, as a booking staff confirmed when they
 * made it is: for sessions written before the service ran (the demo's), which nobody booked through it,
 * so its first scheduler run does not confirm them all.
 */
export async function recordUpcomingSessionsTold(tx: Executor): Promise<void> {
  await queryRows(
    tx,
    sql`insert into scheduled_sends (client_id, kind, subject_key, channel, sent_at)
      select s.client_id, 'session-change', ${sessionKey} || ':' || s.status, 'email', s.created_at
      from sessions s where s.status = 'due'
      on conflict do nothing`,
  );
}

/**
 * The version of this session (`reminderKey` and status) the client was last told of, and how many
 * times they were told of it in all; null when never. A version told again (moved back to a day and
 * band it had before) is recorded with that count after it, as the key must be new.
 */
export async function lastToldOfSession(
  tx: Executor,
  clientId: number,
  sessionId: number,
): Promise<{ version: string; count: number } | null> {
  const rows = await queryRows<{ subject_key: string; count: number }>(
    tx,
    sql`select subject_key, (count(*) over ())::int as count from scheduled_sends
          where client_id = ${clientId} and kind = 'session-change' and subject_key like ${`${sessionId}:%`}
          order by id desc limit 1`,
  );
  const [last] = rows;
  return last ? { version: last.subject_key.split(':').slice(0, 4).join(':'), count: last.count } : null;
}

/**
 * Records that a message is being sent; false if it already was. The unique key makes this the one
 * point where two workers cannot both win, whatever else races.
 */
export async function recordSend(
  tx: Executor,
  send: { clientId: number; kind: SendKind; subjectKey: string; channel: 'email' | 'sms' | null; at: Date },
): Promise<boolean> {
  const inserted = await tx
    .insert(scheduledSends)
    .values({
      clientId: send.clientId,
      kind: send.kind,
      subjectKey: send.subjectKey,
      channel: send.channel,
      sentAt: send.at,
    })
    .onConflictDoNothing()
    .returning({ id: scheduledSends.id });
  return inserted.length > 0;
}
