import { and, type Column, eq, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accessTokens } from '../../db/schema.ts';
import { newToken, sha256 } from '../../lib/secrets.ts';

export type TokenOwner = { clientId: number } | { staffId: number };

export async function issueToken(db: Executor, owner: TokenOwner, ttlSeconds: number): Promise<string> {
  const token = newToken();
  await db.insert(accessTokens).values({
    tokenHash: sha256(token),
    ...owner,
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
  });
  return token;
}

export async function revokeToken(db: Executor, tokenId: number): Promise<void> {
  await db.update(accessTokens).set({ revokedAt: new Date() }).where(eq(accessTokens.id, tokenId));
}

/** Revokes every live token of a client or staff member, or every one but the caller's own. */
function revokeTokensOf(db: Executor, owner: Column, ownerId: number, exceptTokenId?: number) {
  return db
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(owner, ownerId),
        isNull(accessTokens.revokedAt),
        exceptTokenId === undefined ? undefined : ne(accessTokens.id, exceptTokenId),
      ),
    );
}

export async function revokeClientTokens(
  db: Executor,
  clientId: number,
  exceptTokenId?: number,
): Promise<void> {
  await revokeTokensOf(db, accessTokens.clientId, clientId, exceptTokenId);
}

export async function revokeStaffTokens(
  db: Executor,
  staffId: number,
  exceptTokenId?: number,
): Promise<void> {
  await revokeTokensOf(db, accessTokens.staffId, staffId, exceptTokenId);
}
