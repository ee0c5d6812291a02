import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import type { Executor } from './client.ts';
import { auditLog, clients, notifications, staff } from './schema.ts';
import { takeTurnsOnClient, takeTurnsOnStaff } from './take-turns.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Holds a turn in one transaction while `meanwhile` runs in another, which gives up on a lock after 1 s. */
async function whileTurnHeld(
  take: (tx: Executor) => Promise<void>,
  meanwhile: (tx: Executor) => Promise<unknown>,
) {
  let taken!: () => void;
  let release!: () => void;
  const isTaken = new Promise<void>((resolve) => {
    taken = resolve;
  });
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const turn = t.db.transaction(async (tx) => {
    await take(tx);
    taken();
    await released;
  });
  await isTaken;
  try {
    return await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local lock_timeout = '1s'`);
      return meanwhile(tx);
    });
  } finally {
    release();
    await turn;
  }
}

// One connection (PGlite) runs one transaction at a time, so two cannot overlap there.
describe.runIf(process.env.TEST_DATABASE_URL)('writes that take turns, on PostgreSQL', async () => {
  const first = async <T extends { id: number }>(rows: Promise<T[]>) => {
    const [row] = await rows;
    if (!row) throw new Error('no row');
    return row.id;
  };

  it('a turn on a staff member leaves rows that name them free to be added, and makes a second turn wait', async () => {
    const staffId = await first(t.db.select({ id: staff.id }).from(staff).limit(1));
    const audited = whileTurnHeld(
      (tx) => takeTurnsOnStaff(tx, staffId),
      (tx) => tx.insert(auditLog).values({ staffId, action: 'turn test' }).returning({ id: auditLog.id }),
    );
    await expect(audited).resolves.toHaveLength(1);
    const second = whileTurnHeld(
      (tx) => takeTurnsOnStaff(tx, staffId),
      (tx) => takeTurnsOnStaff(tx, staffId),
    );
    await expect(second).rejects.toHaveProperty('cause.code', '55P03');
  });

  it('a turn on a client leaves rows about them free to be added, and makes a second turn wait', async () => {
    const clientId = await first(t.db.select({ id: clients.id }).from(clients).limit(1));
    const added = whileTurnHeld(
      (tx) => takeTurnsOnClient(tx, clientId),
      (tx) =>
        tx
          .insert(notifications)
          .values({ clientId, object: 'Message', objectId: 0, title: 'turn test' })
          .returning({ id: notifications.id }),
    );
    await expect(added).resolves.toHaveLength(1);
    const second = whileTurnHeld(
      (tx) => takeTurnsOnClient(tx, clientId),
      (tx) => takeTurnsOnClient(tx, clientId),
    );
    await expect(second).rejects.toHaveProperty('cause.code', '55P03');
  });
});
