import { and, eq, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { staff } from '../../db/schema.ts';
import { isSealedWithCurrentKey, seal, unseal } from '../../lib/secret-box.ts';

export const staffLoginColumns = {
  id: staff.id,
  email: staff.email,
  name: staff.name,
  role: staff.role,
  passwordHash: staff.passwordHash,
  totpSecret: staff.totpSecret,
  totpEnabled: staff.totpEnabled,
};

export async function findActiveStaffByEmail(db: Executor, email: string) {
  const [row] = await db
    .select(staffLoginColumns)
    .from(staff)
    .where(and(sql`lower(${staff.email}) = ${email.toLowerCase()}`, eq(staff.active, true)))
    .limit(1);
  return row;
}

export async function findStaffIdentity(db: Executor, staffId: number) {
  const [row] = await db
    .select({
      id: staff.id,
      email: staff.email,
      name: staff.name,
      role: staff.role,
      recoveryCodesLeft: sql<number>`cardinality(${staff.recoveryCodeHashes})::int`,
    })
    .from(staff)
    .where(eq(staff.id, staffId))
    .limit(1);
  return row;
}

export async function findTotpSecret(db: Executor, staffId: number): Promise<string | null> {
  const [row] = await db
    .select({ secret: staff.totpSecret })
    .from(staff)
    .where(and(eq(staff.id, staffId), eq(staff.totpEnabled, true)))
    .limit(1);
  return row?.secret ?? null;
}

/** Keeps a secret already offered, so a second login before confirming shows the same one. */
export async function storePendingTotpSecret(db: Executor, staffId: number, secret: string): Promise<string> {
  const [row] = await db
    .update(staff)
    .set({ totpSecret: sql`coalesce(${staff.totpSecret}, ${seal(secret)})` })
    .where(eq(staff.id, staffId))
    .returning({ secret: staff.totpSecret });
  return row?.secret ?? secret;
}

export async function enableTotp(db: Executor, staffId: number, recoveryCodeHashes: string[]): Promise<void> {
  await db.update(staff).set({ totpEnabled: true, recoveryCodeHashes }).where(eq(staff.id, staffId));
}

export async function replaceRecoveryCodes(db: Executor, staffId: number, hashes: string[]): Promise<void> {
  await db.update(staff).set({ recoveryCodeHashes: hashes }).where(eq(staff.id, staffId));
}

/** Removes the code in the same statement that finds it, so each code works once. */
export async function useRecoveryCode(db: Executor, staffId: number, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(staff)
    .set({ recoveryCodeHashes: sql`array_remove(${staff.recoveryCodeHashes}, ${codeHash})` })
    .where(and(eq(staff.id, staffId), sql`${codeHash} = any(${staff.recoveryCodeHashes})`))
    .returning({ id: staff.id });
  return rows.length > 0;
}

/**
 * Records the time step of an accepted code; false when that step (or a later one) was already used,
 * so a code seen over someone's shoulder cannot be replayed (RFC 6238 §5.2). Kept in the shared
 * counters table so every API process sees it.
 */
export async function claimTotpStep(db: Executor, staffId: number, step: number): Promise<boolean> {
  const rows = await queryRows<{ key: string }>(
    db,
    sql`insert into rate_limits (key, count, reset_at)
        values (${`staff-totp-step:${staffId}`}, ${step}, now() + interval '2 minutes')
        on conflict (key) do update set count = excluded.count, reset_at = excluded.reset_at
        where rate_limits.count < excluded.count
        returning key`,
  );
  return rows.length > 0;
}

export async function findStaffPasswordHash(db: Executor, staffId: number): Promise<string | null> {
  const [row] = await db
    .select({ passwordHash: staff.passwordHash })
    .from(staff)
    .where(eq(staff.id, staffId))
    .limit(1);
  return row?.passwordHash ?? null;
}

export async function setStaffPasswordHash(
  db: Executor,
  staffId: number,
  passwordHash: string,
): Promise<void> {
  await db.update(staff).set({ passwordHash }).where(eq(staff.id, staffId));
}

/**
 * Seals every TOTP secret stored in plain text (before encryption) or under SECRETS_KEY_PREVIOUS
 * with the current key; run at start-up, so a rotation completes with one restart.
 */
export async function resealTotpSecrets(db: Executor): Promise<void> {
  const rows = await queryRows<{ id: number; secret: string }>(
    db,
    sql`select id, totp_secret as secret from staff where totp_secret is not null`,
  );
  for (const row of rows) {
    if (isSealedWithCurrentKey(row.secret)) continue;
    await db
      .update(staff)
      .set({ totpSecret: unseal(row.secret) })
      .where(eq(staff.id, row.id));
  }
}
