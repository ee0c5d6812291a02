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

export function discardDraftsNotOwnedBy(owner: string): void {
  for (const [key, value] of keptDrafts()) {
    if (ownerOf(value) !== owner) sessionStorage.removeItem(key);
  }
}
