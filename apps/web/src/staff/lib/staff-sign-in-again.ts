import { ApiError, isSignedOutError } from '../../lib/api-client.ts';
import { type Asking, createSignInAgain } from '../../lib/sign-in-again.ts';
import { staffSession } from './staff-session.ts';

/** The staff console's: its session is the staff cookie, not the client portal's token. */
export const staffSignInAgain = createSignInAgain();

export const NOT_SAVED_SIGNED_OUT =
  'Your session has ended, so this was not saved. What you entered is still here: save it again to sign in and save it.';

/**
 * A call refused because the staff session ended (30 minutes unused, the 10-hour limit, signed out
 * elsewhere) asks the same person to sign in again over the page, then is made again: the page and
 * what a coach typed stay. Not signing in ("Not now"): a write is not saved and says so; a poll keeps
 * what the page shows (`held`); anything else shows the sign-in page, as the console cannot be used
 * signed out.
 */
export async function callSignedIn<T>(asking: Asking, run: () => Promise<T>, held?: T): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!isSignedOutError(error)) throw error;
    if (staffSignInAgain.canAsk(asking) && (await staffSignInAgain.ask(asking))) return run();
    if (asking === 'write' && staffSignInAgain.canAsk('write')) {
      throw new ApiError(401, NOT_SAVED_SIGNED_OUT, {}, 'NOT_SIGNED_IN');
    }
    if (held !== undefined) return held;
    staffSession.ended();
    throw error;
  }
}
