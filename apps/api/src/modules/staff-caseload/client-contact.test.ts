import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Executor, queryRows } from '../../db/client.ts';
import { clients, contactAttempts, messages, plans, sessions } from '../../db/schema.ts';
import { addClient } from '../../test/assessment-test-data.ts';
import { keepClientRowColumnsAgain } from '../../test/run-migration.ts';
import { freshDatabase } from '../../test/test-database.ts';
import { PREVIEW_LENGTH } from '../staff-queue/queue-repository.ts';

type Contact = {
  id: number;
  contacted_at: string | null;
  waiting_since: string | null;
  waiting_latest_at: string | null;
  waiting_preview: string | null;
  last_contact_at: string;
};

/** Each client's contact as the columns hold it, beside the same worked out from every row now. */
async function contactBothWays(db: Executor) {
  const kept = await queryRows<Contact>(
    db,
    sql`select id, contacted_at::text, waiting_since::text, waiting_latest_at::text, waiting_preview,
        last_contact_at::text
      from clients order by id`,
  );
  const counted = await queryRows<Contact>(
    db,
    sql`select c.id, x.contacted_at::text,
        (case when waiting then coalesce(
            (select min(w.sent) from messages w where w.client_id = c.id and not w.is_coach
              and w.handled_at is null and w.sent > coalesce((select max(r.sent) from messages r
                where r.client_id = c.id and r.is_coach), '-infinity')), l.sent) end)::text as waiting_since,
        (case when waiting then l.sent end)::text as waiting_latest_at,
        case when waiting then left(l.message, ${PREVIEW_LENGTH + 1}) end as waiting_preview,
        greatest(c.created_at, x.contacted_at)::text as last_contact_at
      from clients c
      cross join lateral (select greatest(
          (select max(m.sent) from messages m where m.client_id = c.id),
          (select max(a.created_at) from contact_attempts a where a.client_id = c.id),
          (select max(s.due_date)::timestamptz from sessions s where s.client_id = c.id and s.status = 'complete')
        ) as contacted_at) x
      left join lateral (select m.*, not m.is_coach and m.handled_at is null as waiting from messages m
        where m.client_id = c.id order by m.sent desc, m.id desc limit 1) l on true
      order by c.id`,
  );
  return { kept, counted };
}

let database: Database;
let db: Database['db'];
let sam: { id: number; plan: number };
let kim: { id: number; plan: number };

const at = (day: number, hour = 9) => new Date(Date.UTC(2026, 9, day, hour));
const iso = (time: Date) => time.toISOString();

async function person() {
  const { id } = await addClient(db, { createdAt: at(1) });
  const [plan] = await db.insert(plans).values({ clientId: id, serviceLevel: 2 }).returning({ id: plans.id });
  return { id, plan: plan?.id ?? 0 };
}
const say = async (who: { id: number; plan: number }, sent: Date, isCoach = false, message = 'Hello') => {
  const [row] = await db
    .insert(messages)
    .values({ clientId: who.id, planId: who.plan, isCoach, message, sent })
    .returning({ id: messages.id });
  return row?.id ?? 0;
};
async function contactOf(id: number) {
  const [row] = await db
    .select({
      contactedAt: clients.contactedAt,
      waitingSince: clients.waitingSince,
      latest: clients.waitingLatestAt,
      preview: clients.waitingPreview,
      last: clients.lastContactAt,
    })
    .from(clients)
    .where(eq(clients.id, id));
  return {
    contacted: row?.contactedAt ? iso(row.contactedAt) : null,
    waiting: row?.waitingSince ? iso(row.waitingSince) : null,
    latest: row?.latest ? iso(row.latest) : null,
    preview: row?.preview ?? null,
    last: row ? iso(row.last) : null,
  };
}
async function expectKeptExact() {
  const { kept, counted } = await contactBothWays(db);
  expect(kept).toEqual(counted);
}

beforeAll(async () => {
  database = await freshDatabase();
  db = database.db;
  sam = await person();
  kim = await person();
});
afterAll(() => database.close());

const nothingOwed = { waiting: null, latest: null, preview: null };

describe("a client's last contact and wait for a reply, kept on their row (migrations 0010 and 0014)", () => {
  it('starts at registration with nothing owed', async () => {
    expect(await contactOf(sam.id)).toEqual({ contacted: null, ...nothingOwed, last: iso(at(1)) });
    await expectKeptExact();
  });

  it('waits from the first unanswered message until the coach replies', async () => {
    await say(sam, at(2));
    await say(sam, at(3), false, 'Can we move Thursday?');
    expect(await contactOf(sam.id)).toEqual({
      contacted: iso(at(3)),
      waiting: iso(at(2)),
      latest: iso(at(3)),
      preview: 'Can we move Thursday?',
      last: iso(at(3)),
    });
    await say(sam, at(4), true);
    expect(await contactOf(sam.id)).toEqual({ contacted: iso(at(4)), ...nothingOwed, last: iso(at(4)) });
    await say(sam, at(5));
    expect((await contactOf(sam.id)).waiting).toBe(iso(at(5)));
    await expectKeptExact();
  });

  it('owes nothing once marked handled, and waits again from the next message', async () => {
    await db
      .update(messages)
      .set({ handledAt: at(5, 10) })
      .where(eq(messages.clientId, sam.id));
    expect((await contactOf(sam.id)).waiting).toBeNull();
    await say(sam, at(6));
    expect((await contactOf(sam.id)).waiting).toBe(iso(at(6)));
    await expectKeptExact();
  });

  it('ignores the client reading a message, and follows a message moved or re-dated', async () => {
    const reply = await say(kim, at(7), true);
    await db.update(messages).set({ userSeen: true }).where(eq(messages.id, reply));
    await expectKeptExact();
    const moved = await say(kim, at(8));
    await db.update(messages).set({ clientId: sam.id, planId: sam.plan }).where(eq(messages.id, moved));
    expect((await contactOf(kim.id)).contacted).toBe(iso(at(7)));
    expect((await contactOf(sam.id)).contacted).toBe(iso(at(8)));
    await db
      .update(messages)
      .set({ sent: at(9) })
      .where(eq(messages.id, reply));
    expect((await contactOf(kim.id)).contacted).toBe(iso(at(9)));
    await expectKeptExact();
  });

  it('keeps a preview of the latest message long enough to tell that it is cut, and follows an edit', async () => {
    const long = await say(sam, at(10), false, 'I walked '.repeat(40));
    expect((await contactOf(sam.id)).preview).toHaveLength(PREVIEW_LENGTH + 1);
    await db.update(messages).set({ message: 'Walked to work' }).where(eq(messages.id, long));
    expect(await contactOf(sam.id)).toMatchObject({ latest: iso(at(10)), preview: 'Walked to work' });
    await expectKeptExact();
  });

  it('counts a logged call and a completed session, and forgets them when they go', async () => {
    const [call] = await db
      .insert(contactAttempts)
      .values({ clientId: kim.id, channel: 'phone', outcome: 'no-answer', createdAt: at(12) })
      .returning({ id: contactAttempts.id });
    expect((await contactOf(kim.id)).contacted).toBe(iso(at(12)));
    const [session] = await db
      .insert(sessions)
      .values({ clientId: kim.id, type: 'coaching', dueDate: '2026-10-15', time: 'morning' })
      .returning({ id: sessions.id });
    expect((await contactOf(kim.id)).contacted).toBe(iso(at(12)));
    await db
      .update(sessions)
      .set({ status: 'complete' })
      .where(eq(sessions.id, session?.id ?? 0));
    await expectKeptExact();
    expect((await contactOf(kim.id)).contacted).not.toBe(iso(at(12)));
    await db
      .update(sessions)
      .set({ dueDate: '2026-10-14' })
      .where(eq(sessions.id, session?.id ?? 0));
    await expectKeptExact();
    await db
      .update(sessions)
      .set({ status: 'missed' })
      .where(eq(sessions.id, session?.id ?? 0));
    expect((await contactOf(kim.id)).contacted).toBe(iso(at(12)));
    await db.delete(contactAttempts).where(eq(contactAttempts.id, call?.id ?? 0));
    expect((await contactOf(kim.id)).contacted).toBe(iso(at(9)));
    await expectKeptExact();
  });

  it('goes back to registration when the messages are erased', async () => {
    await db.delete(messages).where(eq(messages.clientId, sam.id));
    expect(await contactOf(sam.id)).toEqual({ contacted: null, ...nothingOwed, last: iso(at(1)) });
    await expectKeptExact();
  });
});

describe('migrations 0010 and 0014', () => {
  it('work out the contact of the clients already there', async () => {
    await say(kim, at(20), false, 'Back from holiday');
    await keepClientRowColumnsAgain(db);
    expect(await contactOf(kim.id)).toMatchObject({ latest: iso(at(20)), preview: 'Back from holiday' });
    await expectKeptExact();
  });
});
