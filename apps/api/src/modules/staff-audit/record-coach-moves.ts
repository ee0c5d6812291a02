import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';

const COACH_MOVE = 'changed coach';

export type CoachMove = {
  /** Who moves them. */
  staffId: number;
  clientIds: number[];
  /** The new coach, or null for the intake pool. */
  toCoachId: number | null;
  action: typeof COACH_MOVE | `${typeof COACH_MOVE} (${'bulk' | 'retirement'})`;
};

/**
 * Call in the move's transaction, before the clients' coach is changed: one audit row per client
 * whose coach changes, saying from whom to whom ("from Sam Coach (#3) to the pool"), so each client's
 * trail reads on its own after names change or a coach retires.
 */
export async function recordCoachMoves(tx: Executor, move: CoachMove): Promise<void> {
  const named = (alias: string) => sql.raw(`${alias}.name || ' (#' || ${alias}.id || ')'`);
  await queryRows(
    tx,
    sql`insert into audit_log (staff_id, client_id, action, detail)
      select ${move.staffId}::int, c.id, ${move.action}::text,
        'from ' || coalesce(${named('f')}, 'the pool') || ' to ' ||
        coalesce((select ${named('t')} from staff t where t.id = ${move.toCoachId}::int), 'the pool')
      from clients c left join staff f on f.id = c.coach_id
      where c.id = any(${sql.param(move.clientIds)}::int[]) and c.coach_id is distinct from ${move.toCoachId}::int
      order by c.id`,
  );
}

// The coach's number closes each name above; a name may hold anything, so only a number followed by
// " to " or the end of the detail is a coach's, and never more digits than an id has (a longer one,
// typed into a name, would stop the cast to int and with it the whole export).
const COACH_NUMBER = ' \\(#(\\d{1,9})\\)(?= to |$)';

/**
 * Every coach a client's moves named, before and after (a query of `id`s): the only record of a coach
 * who held the client for a while and was replaced before any session or message.
 */
export const coachesInMoves = (clientId: number): SQL =>
  sql`select (regexp_matches(detail, ${COACH_NUMBER}, 'g'))[1]::int as id from audit_log
    where client_id = ${clientId} and action like ${`${COACH_MOVE}%`}`;
