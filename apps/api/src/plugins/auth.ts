import { STAFF_BACKGROUND_HEADER, STAFF_IDLE_MINUTES } from '@coaching/shared/constants';
import { and, eq, gt, isNull, lt, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { batchedLookup } from '../db/batched-lookup.ts';
import { type Db, preparedOnce } from '../db/client.ts';
import { accessTokens, clients, staff } from '../db/schema.ts';
import { forbidden, unauthorized } from '../lib/http-errors.ts';
import { sha256 } from '../lib/secrets.ts';
import { hasCsrfToken, staffCookieToken } from '../lib/staff-session-cookie.ts';
import { type TokenRead, tokenCache } from '../lib/token-cache.ts';

export type StaffRole = 'coach' | 'admin';
export type Caller =
  | { kind: 'client'; clientId: number; tokenId: number; discharged: boolean }
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
  interface FastifyContextConfig {
    /** A change a discharged client may still make (signing out); closure they ask for by phone (docs/product.md, Discharge). */
    openAfterDischarge?: true;
  }
}

export const COACHING_ENDED = 'Your coaching has ended. Call us if you would like to start again.';

const plausible = (token: string) => token.length >= 20 && token.length <= 200;

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice(7).trim();
  return plausible(token) ? token : null;
}

/** The SHA-256 of the bearer token (tokens are stored only as that), or null without one. */
export function bearerHash(request: FastifyRequest): string | null {
  const token = bearerToken(request);
  return token ? sha256(token) : null;
}

/** Whether the request carries something that could be a bearer token, before anything is read. */
export const hasBearerToken = (request: FastifyRequest): boolean => bearerToken(request) !== null;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The request's token: a bearer token, else the staff console's session cookie. A change sent with
 * the cookie counts only with its CSRF token, so another site cannot make the browser act for staff.
 */
function tokenHash(request: FastifyRequest): string | null {
  const bearer = bearerHash(request);
  if (bearer) return bearer;
  const cookie = staffCookieToken(request);
  if (!cookie || !plausible(cookie)) return null;
  if (!SAFE_METHODS.has(request.method) && !hasCsrfToken(request, cookie)) return null;
  return sha256(cookie);
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
    or(isNull(accessTokens.staffId), gt(accessTokens.lastUsedAt, sql`now() - ${IDLE}::interval`)),
  );
}

const IDLE = `${STAFF_IDLE_MINUTES} minutes`;

/** A request the staff console made by itself (a poll), not its user. */
export const isBackgroundRequest = (request: FastifyRequest): boolean =>
  request.headers[STAFF_BACKGROUND_HEADER] !== undefined;

/**
 * A staff session is used when its owner asks for something; the console's own polls do not count,
 * or a screen left open would never go idle. Moved on at most once a minute, to spare writes.
 */
async function markUsed(db: Db, request: FastifyRequest, tokenId: number, lastUsedAt: Date): Promise<void> {
  if (isBackgroundRequest(request) || Date.now() - lastUsedAt.getTime() < 60_000) return;
  await db
    .update(accessTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(accessTokens.id, tokenId), lt(accessTokens.lastUsedAt, sql`now() - interval '1 minute'`)));
}

/** Runs on every authenticated request. */
export const callerLookup = preparedOnce((db) =>
  db
    .select({
      hash: accessTokens.tokenHash,
      id: accessTokens.id,
      clientId: accessTokens.clientId,
      staffId: accessTokens.staffId,
      role: staff.role,
      lastUsedAt: accessTokens.lastUsedAt,
      expiresAt: accessTokens.expiresAt,
      dischargedAt: clients.dischargedAt,
    })
    .from(accessTokens)
    .leftJoin(staff, and(eq(staff.id, accessTokens.staffId), eq(staff.active, true)))
    .leftJoin(clients, eq(clients.id, accessTokens.clientId))
    .where(liveTokens(sql.placeholder('hashes')))
    .prepare('resolve_callers'),
);

const findCaller = batchedLookup(
  (db, hashes) => callerLookup(db).execute({ hashes }),
  (row) => row.hash,
);

/** The caller a token hash names, or null; a client's is kept in memory (lib/token-cache.ts). */
async function readCaller(db: Db, request: FastifyRequest, hash: string): Promise<TokenRead<Caller> | null> {
  const row = await findCaller(db, hash);
  if (!row) return null;
  const { id: tokenId, clientId, staffId, role, expiresAt } = row;
  if (clientId !== null) {
    const discharged = row.dischargedAt !== null;
    return { value: { kind: 'client', clientId, tokenId, discharged }, clientId, expiresAt };
  }
  if (staffId === null || !role) return null;
  await markUsed(db, request, tokenId, row.lastUsedAt);
  return { value: { kind: 'staff', staffId, role, tokenId }, clientId: null, expiresAt };
}

/** Reads the token once per request; routes say which kind of caller they need. */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('caller', null);

  const callers = tokenCache<Caller>(app.changes);
  // Routes may check twice (the default check, then a stricter one such as requireAdmin).
  const resolved = new WeakSet<FastifyRequest>();
  const load = async (request: FastifyRequest) => {
    if (resolved.has(request)) return;
    const hash = tokenHash(request);
    request.caller = hash ? await callers(hash, () => readCaller(app.db, request, hash)) : null;
    resolved.add(request);
  };

  app.decorate('requireClient', async (request: FastifyRequest) => {
    await load(request);
    if (request.caller?.kind !== 'client') throw unauthorized();
    // A discharged client signs in to read what is theirs and download it (docs/product.md, Discharge).
    const change = !SAFE_METHODS.has(request.method);
    if (request.caller.discharged && change && !request.routeOptions.config?.openAfterDischarge) {
      throw forbidden(COACHING_ENDED);
    }
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
