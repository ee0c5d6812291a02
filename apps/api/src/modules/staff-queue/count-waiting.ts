import { sql } from 'drizzle-orm';
import { CALLER_ID } from '../../db/caller-id.ts';
import { type Executor, listsStatement } from '../../db/client.ts';
import { weakEtag } from '../../lib/conditional-get.ts';
import type { StaffRole } from '../../plugins/auth.ts';
import { caseloadCondition, type StaffCaller } from '../staff-caseload/caseload.ts';

type WaitingRows = { waiting: { count: number; latest: string | null }[] };

/** The clients My day lists as waiting for a reply: counted from their rows (migration 0014). */
const waitingStatement = listsStatement<StaffRole, WaitingRows>((role) => {
  const caseload = caseloadCondition({ role, staffId: CALLER_ID });
  return {
    waiting: sql`select count(*)::int as count, max(clients.waiting_latest_at) as latest
      from clients
      where clients.waiting_since is not null and clients.closed_at is null
        ${caseload ? sql`and ${caseload}` : sql``}`,
  };
});

/**
 * How many clients in the caller's caseload wait for a reply, for the console's header, with a
 * validator that changes when one more waits, one is answered or a waiting client writes again.
 */
export async function countWaiting(
  db: Executor,
  caller: StaffCaller,
): Promise<{ etag: string; waiting: number }> {
  const { waiting } = await waitingStatement(db, caller.role, { staffId: caller.staffId });
  const row = waiting[0] ?? { count: 0, latest: null };
  return { etag: weakEtag('w', [row.count, row.latest ? Date.parse(row.latest) : 0]), waiting: row.count };
}
