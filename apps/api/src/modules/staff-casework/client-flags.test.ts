import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Executor, queryRows } from '../../db/client.ts';
import { assessments, clients, riskFlags } from '../../db/schema.ts';
import { addClient } from '../../test/assessment-test-data.ts';
import { keepClientRowColumnsAgain } from '../../test/run-migration.ts';
import { freshDatabase } from '../../test/test-database.ts';

type Flags = { id: number; open_flags: number; check_bmi: number | null; check_alcohol_band: string | null };

/** Each client's flag columns as kept, beside the same worked out from every flag and check now. */
async function flagsBothWays(db: Executor) {
  const kept = await queryRows<Flags>(
    db,
    sql`select id, open_flags, check_bmi, check_alcohol_band from clients order by id`,
  );
  const counted = await queryRows<Flags>(
    db,
    sql`select c.id,
        (select count(*) from risk_flags f where f.client_id = c.id and f.cleared_at is null)::int as open_flags,
        (a.stats->>'bmi')::float8 as check_bmi, a.messages->'alcohol'->>'band' as check_alcohol_band
      from clients c
      left join lateral (select stats, messages from assessments where client_id = c.id
        order by created_at desc, id desc limit 1) a on true
      order by c.id`,
  );
  return { kept, counted };
}

let database: Database;
let db: Database['db'];
let sam: number;
let kim: number;

const at = (day: number) => new Date(Date.UTC(2026, 9, day, 9));

async function flagsOf(id: number) {
  const [row] = await db
    .select({ open: clients.openFlags, bmi: clients.checkBmi, band: clients.checkAlcoholBand })
    .from(clients)
    .where(eq(clients.id, id));
  return row;
}
async function expectKeptExact() {
  const { kept, counted } = await flagsBothWays(db);
  expect(kept).toEqual(counted);
}
const flag = async (clientId: number, reason: string) => {
  const [row] = await db.insert(riskFlags).values({ clientId, reason }).returning({ id: riskFlags.id });
  return row?.id ?? 0;
};
const check = async (clientId: number, day: number, bmi: number, band: string) => {
  const [row] = await db
    .insert(assessments)
    .values({
      clientId,
      kind: 'new',
      answers: {},
      stats: { bmi, activity: 0, smoking: 0, alcohol: 0 },
      messages: { alcohol: { band } },
      createdAt: at(day),
    })
    .returning({ id: assessments.id });
  return row?.id ?? 0;
};

beforeAll(async () => {
  database = await freshDatabase();
  db = database.db;
  sam = (await addClient(db)).id;
  kim = (await addClient(db)).id;
});
afterAll(() => database.close());

describe("a client's risk flags and latest check's numbers, kept on their row (migration 0014)", () => {
  it('starts with no flag and no check', async () => {
    expect(await flagsOf(sam)).toEqual({ open: 0, bmi: null, band: null });
    await expectKeptExact();
  });

  it('counts the flags staff set until they are cleared, moved or deleted', async () => {
    const low = await flag(sam, 'Mentioned feeling low.');
    const fall = await flag(sam, 'Had a fall.');
    expect((await flagsOf(sam))?.open).toBe(2);
    await db.update(riskFlags).set({ clearedAt: new Date() }).where(eq(riskFlags.id, low));
    expect((await flagsOf(sam))?.open).toBe(1);
    await db.update(riskFlags).set({ clientId: kim }).where(eq(riskFlags.id, fall));
    expect([(await flagsOf(sam))?.open, (await flagsOf(kim))?.open]).toEqual([0, 1]);
    await db.delete(riskFlags).where(eq(riskFlags.id, fall));
    expect((await flagsOf(kim))?.open).toBe(0);
    await expectKeptExact();
  });

  it('follows the latest health check, also when it is erased or removed', async () => {
    await check(sam, 1, 42.5, 'higher-risk');
    const second = await check(sam, 5, 31, 'lower-risk');
    expect(await flagsOf(sam)).toEqual({ open: 0, bmi: 31, band: 'lower-risk' });
    await db.update(assessments).set({ messages: {} }).where(eq(assessments.id, second));
    expect((await flagsOf(sam))?.band).toBeNull();
    await db.delete(assessments).where(eq(assessments.id, second));
    expect(await flagsOf(sam)).toEqual({ open: 0, bmi: 42.5, band: 'higher-risk' });
    await expectKeptExact();
  });
});

describe('migration 0014', () => {
  it('works out the flags of the clients already there', async () => {
    await flag(kim, 'Lives alone.');
    await check(kim, 3, 44, 'possible-dependence');
    await keepClientRowColumnsAgain(db);
    expect(await flagsOf(kim)).toEqual({ open: 1, bmi: 44, band: 'possible-dependence' });
    await expectKeptExact();
  });
});
