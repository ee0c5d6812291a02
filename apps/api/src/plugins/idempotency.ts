import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Executor } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { badRequest, conflict, HttpError } from '../lib/http-errors.ts';
import { sha256 } from '../lib/secrets.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Accepts an Idempotency-Key header: a repeat from the same caller replays the first answer. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotencyKey: Scope | null;
  }
}

type Scope = { caller: string; route: string; key: string };

/**
 * The client a request was by, or (a staff route under /staff/clients/:clientId) about: the answer kept
 * may repeat what they or their coach wrote, so it is erased with them (db/client-data/service-rows.ts).
 */
function clientOf(request: FastifyRequest): number | null {
  const caller = request.caller;
  if (caller?.kind === 'client') return caller.clientId;
  const about = Number((request.params as { clientId?: unknown } | undefined)?.clientId);
  return Number.isSafeInteger(about) && about > 0 ? about : null;
}

/**
 * Removes answers older than 24 hours and claims whose request died without answering a minute ago;
 * run before each claim and by the retention pass, so an answer is not kept longer when no one retries.
 */
export async function removeExpiredIdempotencyKeys(db: Executor): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(
      sql`${idempotencyKeys.createdAt} < now() - interval '24 hours' or (${idempotencyKeys.statusCode} is null and ${idempotencyKeys.createdAt} < now() - interval '1 minute')`,
    );
}

const KEY = /^[A-Za-z0-9_-]{1,200}$/;

function scopeOf(request: FastifyRequest, key: string): Scope {
  const caller = request.caller;
  const id = caller?.kind === 'staff' ? `staff:${caller.staffId}` : `client:${caller?.clientId}`;
  return { caller: id, route: `${request.method} ${request.routeOptions.url}`, key };
}

const whereScope = (scope: Scope) =>
  and(
    eq(idempotencyKeys.caller, scope.caller),
    eq(idempotencyKeys.route, scope.route),
    eq(idempotencyKeys.key, scope.key),
  );

/**
 * Claims the key before the handler runs: the primary key lets only one of two identical requests
 * in at once, so a retry never writes twice. The claim is dropped if the handler does not succeed,
 * so a failed attempt can be retried with the same key.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('idempotencyKey', null);

  const claim: preHandlerAsyncHookHandler = async (request, reply) => {
    const header = request.headers['idempotency-key'];
    if (header === undefined) return;
    if (typeof header !== 'string' || !KEY.test(header))
      throw badRequest('Idempotency-Key must be 1 to 200 letters, digits, "-" or "_"');
    const scope = scopeOf(request, header);
    const fingerprint = sha256(JSON.stringify({ params: request.params, body: request.body }));
    await removeExpiredIdempotencyKeys(app.db);
    const claimed = await app.db
      .insert(idempotencyKeys)
      .values({ ...scope, fingerprint, clientId: clientOf(request) })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length > 0) {
      request.idempotencyKey = scope;
      return;
    }
    const [stored] = await app.db.select().from(idempotencyKeys).where(whereScope(scope));
    if (!stored) throw conflict('This Idempotency-Key was just released; send the request again');
    if (stored.fingerprint !== fingerprint)
      throw new HttpError(422, 'This Idempotency-Key was already used for a different request');
    if (stored.statusCode === null || stored.response === null)
      throw conflict('A request with this Idempotency-Key is still being processed');
    return reply
      .code(stored.statusCode)
      .header('content-type', 'application/json; charset=utf-8')
      .header('idempotent-replayed', 'true')
      .send(stored.response);
  };

  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    const own = route.preHandler ?? [];
    route.preHandler = [...(Array.isArray(own) ? own : [own]), claim];
  });

  // At the root, so it sees the serialized JSON before compression (registered inside /api) runs.
  // Callback style: every request passes this hook, and only a claimed key needs the database.
  app.addHook('onSend', (request, reply, payload, done) => {
    const scope = request.idempotencyKey;
    if (!scope) return done(null, payload);
    request.idempotencyKey = null;
    const succeeded = reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string';
    const settled = succeeded
      ? app.db
          .update(idempotencyKeys)
          .set({ statusCode: reply.statusCode, response: payload })
          .where(whereScope(scope))
      : app.db.delete(idempotencyKeys).where(whereScope(scope));
    settled.then(
      () => done(null, payload),
      (error: Error) => done(error),
    );
  });
});
