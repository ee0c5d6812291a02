import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { addStaff } from '../../test/staff-login.ts';
import { freshDatabase } from '../../test/test-database.ts';
import { buildMyDay } from './build-my-day.ts';

describe.runIf(process.env.TEST_DATABASE_URL)("My day's statement on PostgreSQL", () => {
  it('keeps one plan for every coach, however few sessions the statistics give the caller', async () => {
    const database = await freshDatabase();
    try {
      const { db } = database;
      // A colleague with years of sessions, the caller with none: shown the caller's id, PostgreSQL
      // judged a plan of the caller's own cheaper and planned the whole statement on every load.
      const busy = await addStaff(db, 'busy.coach@example.com');
      const caller = await addStaff(db, 'new.coach@example.com');
      await db.execute(sql`insert into sessions (client_id, coach_id, type, due_date, time, status)
        select (select min(id) from clients), ${busy.id}, 'coaching', current_date - g % 2000, 'morning', 'missed'
        from generate_series(1, 20000) g`);
      await db.execute(sql`analyze`);
      const kept = await db.transaction(async (tx) => {
        for (let load = 0; load < 10; load++) await buildMyDay(tx, { staffId: caller.id, role: 'coach' }, 21);
        return queryRows<{ generic_plans: number; custom_plans: number }>(
          tx,
          sql`select generic_plans::int, custom_plans::int from pg_prepared_statements
            where statement like 'with written as (insert into "audit_log"%'`,
        );
      });
      // PostgreSQL tries five plans made for the values, then keeps the shared one if it is as cheap.
      expect(kept).toEqual([{ generic_plans: 5, custom_plans: 5 }]);
    } finally {
      await database.close();
    }
  });
});
