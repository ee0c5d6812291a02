import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { clients } from '../../db/schema.ts';

/** The method the coach uses to get in touch from now on (clients.preferred_method). */
export async function saveContactMethod(
  db: Executor,
  clientId: number,
  contactMethod: number,
): Promise<void> {
  await db
    .update(clients)
    .set({ preferredMethod: contactMethod, updatedAt: new Date() })
    .where(eq(clients.id, clientId));
}
