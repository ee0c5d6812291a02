import type { StaffPlan } from '@coaching/shared/schemas/staff-plan';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { takeTurnsOnClient } from '../../db/take-turns.ts';
import { versionEtag, writeIfCurrent } from '../../lib/conditional-write.ts';
import { readStaffPlan } from './read-staff-plan.ts';

/** The plan's version, as its GET and every change send it: any change to the plan changes it. */
export const planEtag = (plan: StaffPlan | null): string => versionEtag('plan', plan);

/**
 * Replaces what a coach typed into a plan form, refused (412) when what the form replaces changed
 * since it was filled: `part` is that part's version (the settings', a note's; null when there is no
 * such note, which the write then refuses as it always has). The whole plan's ETag is honoured too, as
 * API callers were told. The plan spans several tables, so the client's row is the one locked.
 */
export function writePlanIfCurrent(
  db: Db,
  request: FastifyRequest,
  clientId: number,
  part: (plan: StaffPlan | null) => string | null,
  write: (tx: Tx) => Promise<unknown>,
): Promise<void> {
  const current = async (tx: Tx) => {
    await takeTurnsOnClient(tx, clientId);
    const plan = await readStaffPlan(tx, clientId);
    const version = part(plan);
    return version === null ? null : [planEtag(plan), version];
  };
  return writeIfCurrent(db, request, current, write).then(() => undefined);
}
