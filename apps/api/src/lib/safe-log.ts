import type { FastifyRequest } from 'fastify';

type Coded = { code?: unknown; cause?: unknown };

/** The code of an error or of what caused it: a PostgreSQL SQLSTATE, a Node code (ECONNREFUSED). */
function codeOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, cause } = current as Coded;
    if (typeof code === 'string' || typeof code === 'number') return String(code);
    current = cause;
  }
  return undefined;
}

/**
 * What the logs may say about an error: its class and code. Never its message, which for a failed
 * query carries the SQL and its parameters (message text, e-mail addresses, token hashes).
 */
export function describeError(error: unknown): { errorClass: string; code?: string } {
  const errorClass = (error as object | null)?.constructor?.name ?? typeof error;
  const code = codeOf(error);
  return code === undefined ? { errorClass } : { errorClass, code };
}

// Connection failures (Node); SQLSTATE class 08 (connection exception), 57P01-03 (shut down or
// starting), 53300 (too many connections) and 55000, which is what a database closed to new
// connections (ALTER DATABASE ... ALLOW_CONNECTIONS false, as in maintenance) answers.
const UNAVAILABLE = /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|08...|57P0[1-3]|53300|55000)$/;

/** True when the database could not be reached, as opposed to a query that failed. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = codeOf(error);
  if (code !== undefined) return UNAVAILABLE.test(code);
  return /Connection terminated|connection timeout|PGlite is closed/i.test(String((error as Error)?.message));
}

/**
 * Requests are logged by route pattern and id: the path itself may carry a link secret
 * (/clients/register/{hash}/{id}, a reset token) and the query string anything.
 */
export function describeRequest(request: FastifyRequest) {
  return { id: request.id, method: request.method, route: request.routeOptions?.url ?? '(no route)' };
}
