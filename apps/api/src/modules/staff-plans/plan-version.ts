import type { StaffPlan } from '@coaching/shared/schemas/staff-plan';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { isConditional, requireCurrentVersion, versionEtag } from '../../lib/conditional-write.ts';
import { readStaffPlan } from './read-staff-plan.ts';

/** The plan's version, as its GET and every change send it: any change to the plan changes it. */
export const planEtag = (plan: StaffPlan | null): string => versionEtag('plan', plan);

/**
 * Replaces what a coach typed into a plan form, refused (412) when the plan changed since the form
 * was filled. The client's row is locked first, so two saves sent with the same version cannot both
 * pass the check.
 */
export function writePlanIfCurrent(
  db: Db,
  request: FastifyRequest,
  clientId: number,
  write: (tx: Tx) => Promise<unknown>,
): Promise<void> {
  return db.transaction(async (tx) => {
    if (isConditional(request)) {
      await tx.execute(sql`select id from clients where id = ${clientId} for update`);
      requireCurrentVersion(request, planEtag(await readStaffPlan(tx, clientId)));
    }
    await write(tx);
  });
}
