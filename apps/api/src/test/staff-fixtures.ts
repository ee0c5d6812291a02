import type { Db } from '../db/client.ts';
import { clients } from '../db/schema.ts';

/** A registered client straight into the database (no password: they never log in in these tests). */
export async function addClient(
  db: Db,
  values: { email: string; coachId?: number | null; firstName?: string; closureRequestedAt?: Date },
): Promise<number> {
  const [row] = await db
    .insert(clients)
    .values({
      firstName: values.firstName ?? 'Riley',
      lastName: 'Tester',
      email: values.email,
      dob: '1970-01-01',
      postcode: 'DT1 1AA',
      phoneNumber: '01234 567890',
      coachId: values.coachId ?? null,
      closureRequestedAt: values.closureRequestedAt ?? null,
    })
    .returning({ id: clients.id });
  if (!row) throw new Error('could not add client');
  return row.id;
}
