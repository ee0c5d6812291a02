import { and, desc, eq, gt, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { clientLinks } from '../../db/schema.ts';
import { newToken, sha256 } from '../../lib/secrets.ts';

export type LinkPurpose = 'password-creation' | 'password-reset' | 'follow-up';

export type IssuedLink = { token: string; expiresAt: Date };

/** Only the token's hash is stored; the secret itself exists in the message alone. */
export async function issueLink(
  db: Executor,
  clientId: number,
  purpose: LinkPurpose,
  ttlMs: number,
  extra: { reminderType?: 'text' | 'email' } = {},
): Promise<IssuedLink> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + ttlMs);
  await db.insert(clientLinks).values({ ...extra, clientId, purpose, tokenHash: sha256(token), expiresAt });
  return { token, expiresAt };
}

/** Every unused link of the purpose stops working, so only the latest message's link does. */
export async function retireLinks(db: Executor, clientId: number, purpose: LinkPurpose): Promise<void> {
  await db
    .update(clientLinks)
    .set({ usedAt: new Date() })
    .where(
      and(eq(clientLinks.clientId, clientId), eq(clientLinks.purpose, purpose), isNull(clientLinks.usedAt)),
    );
}

const usableLink = (purpose: LinkPurpose, tokenHash: string, extraCondition?: SQL) =>
  and(
    eq(clientLinks.tokenHash, tokenHash),
    eq(clientLinks.purpose, purpose),
    isNull(clientLinks.usedAt),
    gt(clientLinks.expiresAt, new Date()),
    extraCondition,
  );

/** The client behind a link that is unused, unexpired and meets `extraCondition`. */
export async function findUsableLinkClient(
  db: Executor,
  purpose: LinkPurpose,
  tokenHash: string,
  extraCondition?: SQL,
): Promise<number | undefined> {
  const [row] = await db
    .select({ clientId: clientLinks.clientId })
    .from(clientLinks)
    .where(usableLink(purpose, tokenHash, extraCondition))
    .limit(1);
  return row?.clientId;
}

/** Marks the link used in one statement, so two requests with one link cannot both succeed. */
export async function consumeLink(
  db: Executor,
  purpose: LinkPurpose,
  tokenHash: string,
  extraCondition?: SQL,
): Promise<number | undefined> {
  const [row] = await db
    .update(clientLinks)
    .set({ usedAt: new Date() })
    .where(usableLink(purpose, tokenHash, extraCondition))
    .returning({ clientId: clientLinks.clientId });
  return row?.clientId;
}

/** When the latest follow-up link went, and how. */
export async function findLastFollowUpLink(db: Executor, clientId: number) {
  const [row] = await db
    .select({ createdAt: clientLinks.createdAt, reminderType: clientLinks.reminderType })
    .from(clientLinks)
    .where(and(eq(clientLinks.clientId, clientId), eq(clientLinks.purpose, 'follow-up')))
    .orderBy(desc(clientLinks.createdAt))
    .limit(1);
  return row;
}
