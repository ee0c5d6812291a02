/**
 * Drafts under this prefix outlive signing out, for the client who owns them only (issue #28: a
 * health check half done survives signing out and back in). Each is JSON with an `owner`; signing in
 * as anyone else discards it, so the next person on the device never sees it.
 */
const PREFIX = 'kept-draft:';

export const keptDraftKey = (name: string) => `${PREFIX}${name}`;
export const clientOwner = (clientId: number) => `client:${clientId}`;

/** The kept drafts in session storage, to put back once it has been cleared. */
export function keptDrafts(): [string, string][] {
  return Object.keys(sessionStorage)
    .filter((key) => key.startsWith(PREFIX))
    .map((key) => [key, sessionStorage.getItem(key) ?? '']);
}

function ownerOf(value: string): unknown {
  try {
    return (JSON.parse(value) as { owner?: unknown } | null)?.owner;
  } catch {
    return undefined;
  }
}

/** Whose drafts the tab's session storage holds: the client signed in while they were typed. */
export const DRAFTS_OWNER = 'drafts-owner';

/**
 * A client is signed in, here or in another tab this one follows: every draft typed for anyone
 * else, kept or not, is discarded, so the next person on the device never sees or sends it.
 */
export function draftsBelongTo(owner: string): void {
  const previous = sessionStorage.getItem(DRAFTS_OWNER);
  for (const key of Object.keys(sessionStorage)) {
    const someoneElses = key.startsWith(PREFIX)
      ? ownerOf(sessionStorage.getItem(key) ?? '') !== owner
      : previous !== null && previous !== owner;
    if (someoneElses) sessionStorage.removeItem(key);
  }
  sessionStorage.setItem(DRAFTS_OWNER, owner);
}
