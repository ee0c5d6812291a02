type PgError = { code?: unknown; constraint?: unknown; cause?: unknown };

/**
 * Postgres reports a broken unique index as SQLSTATE 23505; drizzle wraps the driver's error, so
 * look through `cause` too. Both node-postgres and PGlite name the index in `constraint`; without a
 * constraint any unique index counts.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && typeof current === 'object' && current !== null; depth += 1) {
    const e = current as PgError;
    if (e.code === '23505') return constraint === undefined || e.constraint === constraint;
    current = e.cause;
  }
  return false;
}
