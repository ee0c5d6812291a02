import { duration } from '@coaching/shared/rules/wording';
import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Db, queryRows } from '../db/client.ts';
import { tooManyRequests } from '../lib/http-errors.ts';

type Counted = { current: number; ttl: number };
type RouteKey = { method?: unknown; url?: string };

/** Counts requests per key in the database, so every API process shares one count. */
export async function countHit(db: Db, key: string, windowMs: number): Promise<Counted> {
  const [row] = await queryRows<{ count: number; ttl: number }>(
    db,
    sql`
    insert into rate_limits (key, count, reset_at)
    values (${key}, 1, now() + ${`${windowMs} milliseconds`}::interval)
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    returning count, greatest(0, extract(epoch from (reset_at - now())) * 1000)::int as ttl`,
  );
  return { current: Number(row?.count ?? 1), ttl: Number(row?.ttl ?? windowMs) };
}

function databaseStore(db: Db, prefix = '') {
  return class DatabaseStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: Counted) => void, timeWindow: number) {
      countHit(db, `${prefix}${key}`, timeWindow).then(
        (counted) => callback(null, counted),
        (error: Error) => callback(error),
      );
    }
    // @fastify/rate-limit passes the route as `routeInfo`; without it every route would share one count.
    child(options: RouteKey & { routeInfo?: RouteKey }): FastifyRateLimitStore {
      const route = options.routeInfo ?? options;
      const Child = databaseStore(db, `${String(route.method)}:${route.url}:`);
      return new Child();
    }
  };
}

/** Says the wait Retry-After gives: an hour for the registration checks, not "a minute". */
const rateLimitedMessage = (ttlMs: number) =>
  `Too many requests. Please wait ${duration(Math.max(1, Math.ceil(ttlMs / 60_000)))} and try again.`;

/** Off by default; routes that guard accounts opt in with `config.rateLimit`. */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  await app.register(rateLimit, {
    global: false,
    store: databaseStore(app.db),
    skipOnError: false,
    errorResponseBuilder: (_request, { ttl }) => tooManyRequests(rateLimitedMessage(ttl), ttl),
  });
});

const MINUTE = 60_000;

/**
 * Per IP address. Loose enough for a workplace or GP surgery signing people up on one connection,
 * tight enough to stop harvesting e-mail addresses or flooding inboxes from one machine. Accounts
 * also pause on their own after failed logins, per source and from everywhere
 * (modules/auth/login-failures.ts). The registration checks are tighter (an hour's allowance is twenty
 * registrations) as each answer says whether a person is enrolled; they also count per person tried.
 */
export const PER_IP = {
  login: { max: 60, timeWindow: MINUTE },
  eligibilityCheck: { max: 40, timeWindow: 60 * MINUTE },
  registration: { max: 100, timeWindow: 10 * MINUTE },
  registrationEmail: { max: 30, timeWindow: 10 * MINUTE },
  passwordCreation: { max: 50, timeWindow: 10 * MINUTE },
  passwordResetEmail: { max: 30, timeWindow: 15 * MINUTE },
  passwordReset: { max: 50, timeWindow: 15 * MINUTE },
  healthCheckLink: { max: 300, timeWindow: 10 * MINUTE },
  healthCheckSubmit: { max: 100, timeWindow: 10 * MINUTE },
} as const;
