import { eq } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { clients, staff } from './schema.ts';

// Writes that must take turns (bookings with one coach, saves of a coach's pattern, conditional
// writes to a client's plan or log) lock the person's row until their transaction ends. "For no key
// update", not "for update": adding a row that refers to the person (a session, an entry, an audit
// row naming the staff member) takes a key-share lock on their row, which "for update" blocks, so two
// such transactions could each wait for the other (a deadlock, answered 500).

/** Writes about one client take turns until the transaction ends. */
export async function takeTurnsOnClient(tx: Executor, clientId: number): Promise<void> {
  await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).for('no key update');
}

/** Writes about one staff member (their bookings, their weekly pattern) take turns until the transaction ends. */
export async function takeTurnsOnStaff(tx: Executor, staffId: number): Promise<void> {
  await tx.select({ id: staff.id }).from(staff).where(eq(staff.id, staffId)).for('no key update');
}
