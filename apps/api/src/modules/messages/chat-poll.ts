import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { batchedLookup } from '../../db/batched-lookup.ts';
import { type Db, preparedOnce } from '../../db/client.ts';
import { accessTokens, clients, messages } from '../../db/schema.ts';
import { bearerHash, liveTokens } from '../../plugins/auth.ts';
import { type MessageStamp, stampColumns } from './message-repository.ts';

/**
 * The chat is polled every 5 seconds while it is open, and most polls find it unchanged: the token
 * is checked and the chat's stamp read in one round trip, so an unchanged chat costs one query.
 */
const chatPollLookup = preparedOnce((db) =>
  db
    .select({ hash: accessTokens.tokenHash, clientId: clients.id, ...stampColumns })
    .from(accessTokens)
    .innerJoin(clients, eq(clients.id, accessTokens.clientId))
    .leftJoin(messages, eq(messages.clientId, clients.id))
    .where(liveTokens(sql.placeholder('hashes')))
    .groupBy(accessTokens.tokenHash, clients.id)
    .prepare('chat_polls'),
);

const findChatPoll = batchedLookup(
  (db, hashes) => chatPollLookup(db).execute({ hashes }),
  (row) => row.hash,
);

export type ChatPoll = { clientId: number; stamp: MessageStamp };

/** The client whose live bearer token the request carries, with their chat's stamp; null for anyone else. */
export async function chatPollOf(db: Db, request: FastifyRequest): Promise<ChatPoll | null> {
  const hash = bearerHash(request);
  const row = hash ? await findChatPoll(db, hash) : undefined;
  return row ? { clientId: row.clientId, stamp: [row.n, row.last, row.unseen] } : null;
}
