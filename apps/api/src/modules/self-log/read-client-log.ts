import { addDays, todayIso } from '@coaching/shared/rules/dates';
import type { SelfLog } from '@coaching/shared/schemas/self-log';
import type { Executor } from '../../db/client.ts';
import { badRequest, unauthorized } from '../../lib/http-errors.ts';
import { findClientLog } from './self-log-repository.ts';

/** Without `from`, a year back: the progress page's longest span between the first and last check. */
const DEFAULT_DAYS_BACK = 366;

/**
 * GET mlw/self-log's answer: the client's log between two days, by default the year up to today
 * (the dashboard's week and the progress page read that).
 */
export async function readClientLog(
  db: Executor,
  clientId: number,
  range: { from?: string; to?: string },
): Promise<SelfLog> {
  const today = todayIso();
  const to = range.to ?? today;
  const from = range.from ?? addDays(to, -DEFAULT_DAYS_BACK);
  if (from > to)
    throw badRequest('The first day must not be after the last', { from: ['Must be before to'] });
  const log = await findClientLog(db, clientId, { from, to }, today);
  if (!log) throw unauthorized();
  return log;
}
