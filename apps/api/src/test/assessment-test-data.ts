import { TOKEN_TTL_SECONDS } from '@coaching/shared/constants';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { clients, outbox } from '../db/schema.ts';
import { issueToken } from '../modules/auth/token-repository.ts';

let counter = 0;

/** A client straight into the database with a bearer token: no slow password hashing. */
export async function addClient(db: Db, overrides: Partial<typeof clients.$inferInsert> = {}) {
  counter += 1;
  const [row] = await db
    .insert(clients)
    .values({
      firstName: 'Sam',
      lastName: `Checker${counter}`,
      email: `sam.checker${counter}.${Date.now()}@example.com`,
      dob: '1980-06-15',
      postcode: 'DT1 1AA',
      phoneNumber: '07700 900789',
      gender: 2,
      ethnicity: 1,
      pathways: ['move-more'],
      acceptTerms: true,
      ...overrides,
    })
    .returning({ id: clients.id, email: clients.email });
  if (!row) throw new Error('client insert failed');
  const token = await issueToken(db, { clientId: row.id }, TOKEN_TTL_SECONDS);
  return { ...row, headers: { authorization: `Bearer ${token}` } };
}

/** The newest message queued to a recipient, and the follow-up link in it as the person would open it. */
export async function latestFollowUpLink(db: Db, recipient: string) {
  const [message] = await db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, recipient))
    .orderBy(desc(outbox.id))
    .limit(1);
  const match = message?.body?.match(/https?:\/\/\S+\/assessment\?\S+/);
  if (!message || !match) throw new Error(`no follow-up link to ${recipient}`);
  const url = new URL(match[0]);
  return { message, url, hash: url.searchParams.get('h') ?? '' };
}
