import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { batchedLookup } from '../../db/batched-lookup.ts';
import { type Db, preparedOnce } from '../../db/client.ts';
import { accessTokens, clients, messages } from '../../db/schema.ts';
import { type TokenRead, tokenCache } from '../../lib/token-cache.ts';
import { bearerHash, liveTokens } from '../../plugins/auth.ts';
import { type MessageStamp, stampColumns } from './message-repository.ts';

/**
 * The chat is polled every 5 seconds while it is open, and most polls find it unchanged: the token
 * is checked and the chat's stamp read in one round trip.
 */
export const chatPollLookup = preparedOnce((db) =>
  db
    .select({
      hash: accessTokens.tokenHash,
      expiresAt: accessTokens.expiresAt,
      clientId: clients.id,
      ...stampColumns,
    })
    .from(accessTokens)
    .innerJoin(clients, eq(clients.id, accessTokens.clientId))
    .leftJoin(messages, eq(messages.clientId, clients.id))
    .where(liveTokens(sql.placeholder('hashes')))
    .groupBy(accessTokens.tokenHash, accessTokens.expiresAt, clients.id)
    .prepare('chat_polls'),
);

const findChatPoll = batchedLookup(
  (db, hashes) => chatPollLookup(db).execute({ hashes }),
  (row) => row.hash,
);

export type ChatPoll = { clientId: number; stamp: MessageStamp };

/** The client whose live token has this hash, with their chat's stamp; null for anyone else. */
export async function readChatPoll(db: Db, hash: string): Promise<TokenRead<ChatPoll> | null> {
  const row = await findChatPoll(db, hash);
  if (!row) return null;
  const { clientId, expiresAt } = row;
  return { value: { clientId, stamp: [row.n, row.last, row.unseen] }, clientId, expiresAt };
}

/**
 * Reads a request's chat poll, kept in memory until the client's messages or token change (an
 * unchanged chat then costs no query at all; lib/token-cache.ts).
 */
export function chatPolls(app: FastifyInstance): (request: FastifyRequest) => Promise<ChatPoll | null> {
  const polls = tokenCache<ChatPoll>(app.changes);
  return async (request) => {
    const hash = bearerHash(request);
    return hash ? polls(hash, () => readChatPoll(app.db, hash)) : null;
  };
}
