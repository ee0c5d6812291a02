import { and, eq, gt, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { batchedLookup } from '../db/batched-lookup.ts';
import { type Db, preparedOnce } from '../db/client.ts';
import { accessTokens, staff } from '../db/schema.ts';
import { forbidden, unauthorized } from '../lib/http-errors.ts';
import { sha256 } from '../lib/secrets.ts';

export type StaffRole = 'coach' | 'admin';
export type Caller =
  | { kind: 'client'; clientId: number; tokenId: number }
  | { kind: 'staff'; staffId: number; role: StaffRole; tokenId: number };

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
  interface FastifyInstance {
    requireClient(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    requireStaff(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

/** The SHA-256 of the bearer token (tokens are stored only as that), or null without one. */
export function bearerHash(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice(7).trim();
  return token.length >= 20 && token.length <= 200 ? sha256(token) : null;
}

/**
 * The one definition of a usable token, for every query that authenticates requests: `hashes` is the
 * batch of token hashes (see batchedLookup) the query answers for.
 */
export function liveTokens(hashes: Placeholder): SQL | undefined {
  return and(
    sql`${accessTokens.tokenHash} = any(${hashes})`,
    isNull(accessTokens.revokedAt),
    gt(accessTokens.expiresAt, sql`now()`),
  );
}

/** Runs on every authenticated request. */
const callerLookup = preparedOnce((db) =>
  db
    .select({
      hash: accessTokens.tokenHash,
      id: accessTokens.id,
      clientId: accessTokens.clientId,
      staffId: accessTokens.staffId,
      role: staff.role,
    })
    .from(accessTokens)
    .leftJoin(staff, and(eq(staff.id, accessTokens.staffId), eq(staff.active, true)))
    .where(liveTokens(sql.placeholder('hashes')))
    .prepare('resolve_callers'),
);

const findCaller = batchedLookup(
  (db, hashes) => callerLookup(db).execute({ hashes }),
  (row) => row.hash,
);

async function resolveCaller(db: Db, hash: string): Promise<Caller | null> {
  const row = await findCaller(db, hash);
  if (!row) return null;
  if (row.clientId !== null) return { kind: 'client', clientId: row.clientId, tokenId: row.id };
  if (row.staffId !== null && row.role)
    return { kind: 'staff', staffId: row.staffId, role: row.role, tokenId: row.id };
  return null;
}

/** Reads the bearer token once per request; routes say which kind of caller they need. */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('caller', null);

  // Routes may check twice (the default check, then a stricter one such as requireAdmin).
  const resolved = new WeakSet<FastifyRequest>();
  const load = async (request: FastifyRequest) => {
    if (resolved.has(request)) return;
    const hash = bearerHash(request);
    request.caller = hash ? await resolveCaller(app.db, hash) : null;
    resolved.add(request);
  };

  app.decorate('requireClient', async (request: FastifyRequest) => {
    await load(request);
    if (request.caller?.kind !== 'client') throw unauthorized();
  });
  app.decorate('requireStaff', async (request: FastifyRequest) => {
    await load(request);
    if (!request.caller) throw unauthorized();
    if (request.caller.kind !== 'staff') throw forbidden();
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    await load(request);
    if (!request.caller) throw unauthorized();
    if (request.caller.kind !== 'staff' || request.caller.role !== 'admin') throw forbidden();
  });
});

export function clientIdOf(request: FastifyRequest): number {
  if (request.caller?.kind !== 'client') throw unauthorized();
  return request.caller.clientId;
}

export function staffOf(request: FastifyRequest): { staffId: number; role: StaffRole } {
  if (request.caller?.kind !== 'staff') throw forbidden();
  return { staffId: request.caller.staffId, role: request.caller.role };
}
