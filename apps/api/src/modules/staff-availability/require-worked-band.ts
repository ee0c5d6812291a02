import type { TimeOfDay } from '@coaching/shared/constants';
import type { WeeklyBand } from '@coaching/shared/rules/diary';
import { notWorkedRefusal } from '@coaching/shared/rules/session-days';
import { HttpError } from '../../lib/http-errors.ts';

/**
 * Refuses a booking or move into a band outside the coach's weekly pattern (rules/session-days.ts):
 * 400 with BAND_NOT_OFFERED on `field`, so the caller can offer the times there are. Every path that
 * puts a session at a new time calls it, before any other check of the band.
 */
export function requireWorkedBand(
  pattern: readonly WeeklyBand[],
  slot: { day: string; time: TimeOfDay },
  who: 'client' | 'you',
  field: string,
): void {
  const refusal = notWorkedRefusal(pattern, slot, who);
  if (refusal) throw new HttpError(400, refusal, { [field]: [refusal] }, { code: 'BAND_NOT_OFFERED' });
}
