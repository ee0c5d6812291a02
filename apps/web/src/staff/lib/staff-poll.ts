import type { QueryKey } from '@tanstack/react-query';
import { versionedQuery } from '../../lib/versioned-query.ts';
import { backgroundHeaders, staffHeaders } from './staff-api.ts';
import { callSignedIn } from './staff-sign-in-again.ts';

/**
 * How often the console asks again for what can change under a coach's eyes (My day, a record, the
 * waiting count): a new message shows within STAFF_POLL_MS and a 304 answers when nothing changed.
 */
export const STAFF_POLL_MS = 20_000;

/**
 * A staff GET polled with its ETag. The first load is the person's own; later ones are the console's,
 * sent as background requests that do not keep an idle session alive. One refused because the session
 * ended asks to sign in again over the page, which keeps showing what it has meanwhile.
 */
export const staffPolledQuery = <T>(queryKey: QueryKey, path: string) =>
  versionedQuery<T>(queryKey, `staff/${path}`, {
    headers: (held) => (held ? backgroundHeaders() : staffHeaders()),
    call: (run, held) => callSignedIn('read', run, held),
  });
