import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { staff } from '../../db/schema.ts';
import { versionEtag } from '../../lib/conditional-write.ts';
import {
  anySourcePaused,
  clearAccountFailures,
  STAFF_LIMIT,
  staffAccount,
  staffAccountOf,
} from '../auth/login-failures.ts';

export function listTeam(db: Executor) {
  return db
    .select({ id: staff.id, name: staff.name, role: staff.role })
    .from(staff)
    .where(eq(staff.active, true))
    .orderBy(asc(staff.name));
}

export async function listAccounts(db: Executor) {
  const rows = await db
    .select({
      id: staff.id,
      email: staff.email,
      name: staff.name,
      role: staff.role,
      active: staff.active,
      second_factor: staff.totpEnabled,
      locked: anySourcePaused(staffAccountOf(sql`${staff.id}`), STAFF_LIMIT.max),
      clients: sql<number>`(select count(*)::int from clients c where c.coach_id = "staff"."id" and c.closed_at is null)`,
    })
    .from(staff)
    .orderBy(asc(staff.name), asc(staff.id));
  return rows.map((r) => ({
    ...r,
    locked: Boolean(r.locked),
    clients: Number(r.clients),
    version: accountVersion(r),
  }));
}

type Account = {
  id: number;
  name: string;
  role: 'coach' | 'admin';
  active: boolean;
  second_factor: boolean;
};

/**
 * An account's version covers what its forms edit (name, role, status), not what changes by itself: its
 * caseload (a client joining a coach does not refuse a change of role), its lock, or its authenticator
 * app (a new coach setting theirs up does not refuse the administrator's rename; a reset sent twice only
 * resets twice).
 */
export const accountVersion = ({ id, name, role, active }: Account): string =>
  versionEtag('account', [id, name, role, active]);

export async function emailInUse(db: Executor, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(sql`lower(${staff.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row !== undefined;
}

export async function insertAccount(
  db: Executor,
  values: { email: string; name: string; role: 'coach' | 'admin'; passwordHash: string },
): Promise<number> {
  const [row] = await db.insert(staff).values(values).returning({ id: staff.id });
  if (!row) throw new Error('staff insert returned no row');
  return row.id;
}

/** The account as it is now, locked until the transaction ends. */
export async function findAccount(db: Executor, staffId: number): Promise<Account | undefined> {
  const [row] = await db
    .select({
      id: staff.id,
      name: staff.name,
      role: staff.role,
      active: staff.active,
      second_factor: staff.totpEnabled,
    })
    .from(staff)
    .where(eq(staff.id, staffId))
    .for('no key update');
  return row;
}

export async function updateAccount(
  db: Executor,
  staffId: number,
  change: Partial<{ name: string; role: 'coach' | 'admin'; active: boolean }>,
): Promise<void> {
  if (Object.keys(change).length > 0) await db.update(staff).set(change).where(eq(staff.id, staffId));
}

/** The next login starts the authenticator setup again, with new recovery codes, and no lock. */
export async function clearSecondFactor(db: Executor, staffId: number): Promise<void> {
  await db
    .update(staff)
    .set({ totpEnabled: false, totpSecret: null, recoveryCodeHashes: [] })
    .where(eq(staff.id, staffId));
  await clearAccountFailures(db, staffAccount(staffId));
}
