import { and, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eraseClientData } from '../../db/client-data/erase-client-data.ts';
import { subjectColumns } from '../../db/client-data/subject-columns.ts';
import { clients } from '../../db/schema.ts';
import { recordAudit } from '../staff-audit/audit-repository.ts';

/** How many expired cases one pass erases: the next pass, a minute later, takes the rest. */
const BATCH = 100;

/**
 * Erases discharged cases discharged before the cut-off, as a closure erases (the client-data
 * register): the record was kept for the service's care, and the statistics stay. A case
 * still holding its record has a discharge note ('' when none was written); erasure empties it to
 * null, so each case is erased once (migration 0026). Each erasure is audited in its own transaction,
 * with no one as the actor: the record of what was destroyed, and when, outlives the record.
 * Answers how many it erased.
 */
export async function eraseExpiredDischarges(db: Db, cutoff: Date): Promise<number> {
  const expired = await db
    .select(subjectColumns)
    .from(clients)
    .where(and(lt(clients.dischargedAt, cutoff), isNotNull(clients.dischargeNote)))
    .limit(BATCH);
  for (const subject of expired) {
    await db.transaction(async (tx) => {
      await eraseClientData(tx, subject);
      await recordAudit(tx, {
        staffId: null,
        clientId: subject.id,
        action: 'erased by the retention pass',
        detail: `discharged before ${cutoff.toISOString().slice(0, 10)}`,
      });
    });
  }
  return expired.length;
}
