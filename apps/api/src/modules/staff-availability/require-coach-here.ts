import { DAYS_AWAY_TEXT } from '@coaching/shared/rules/days-away';
import type { Executor } from '../../db/client.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { findAwayOn } from './days-away-repository.ts';

/**
 * Refuses a booking or move onto a day the coach is away (rules/days-away.ts): 400 with COACH_AWAY on
 * `field`, naming the coach to staff ('client': booking for one) and "Your coach" to the client
 * ('you'). Every path that puts a session on a day calls it beside requireWorkedBand.
 */
export async function requireCoachHere(
  tx: Executor,
  coachId: number,
  day: string,
  who: 'client' | 'you',
  field: string,
): Promise<void> {
  const away = await findAwayOn(tx, coachId, day);
  if (!away) return;
  const refusal = DAYS_AWAY_TEXT.away(who === 'you' ? 'Your coach' : away.name, day);
  throw new HttpError(400, refusal, { [field]: [refusal] }, { code: 'COACH_AWAY' });
}
