import { ApiError, type ApiErrorCode } from '../../lib/api-client.ts';

const SERVICE_FAULTS: ApiErrorCode[] = ['INTERNAL', 'UNAVAILABLE'];

/**
 * A change made from a button on a page showing an earlier version of what it changes (412): nothing
 * was typed to keep, and the refusal reloads the page (useStaffMutation), so it says so; `now`, where
 * the page knows it, says what the item is now.
 */
export const changedSinceShown = (now?: string) =>
  `This has changed since the page showed it, so your change has not been made. ${now ? `${now} ` : ''}` +
  'The page now shows the newest version: check it, then make your change again if it is still needed.';

export const CHANGED_SINCE_SHOWN = changedSinceShown();

/**
 * What to tell staff when a change fails: the service's own reason when it refused the change (the
 * first chat is already recorded, the band is full) or could not be reached, else `fallback`, for a
 * fault of the service, whose text is not written for staff.
 */
export function refusalText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || SERVICE_FAULTS.includes(error.code)) return fallback;
  return error.code === 'CHANGED_SINCE_OPENED' ? CHANGED_SINCE_SHOWN : error.message;
}
