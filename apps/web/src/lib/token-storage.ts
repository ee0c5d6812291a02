import { useSyncExternalStore } from 'react';
import { keptDrafts } from './kept-drafts.ts';
import { followSignedIn } from './signed-in-hint.ts';

/** A bearer token held in browser storage; `subscribe` lets components follow it (useStoredToken). */
export function tokenStore(storage: Storage, key: string) {
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };
  return {
    get: (): string | null => storage.getItem(key),
    set: (token: string) => {
      storage.setItem(key, token);
      changed();
    },
    clear: () => {
      storage.removeItem(key);
      changed();
    },
    changed,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

type TokenStore = ReturnType<typeof tokenStore>;

// Prerendered pages (issue 36) are drawn signed out, and main.tsx hydrates them only when no token is stored.
const noTokenOnServer = () => null;

/** Re-renders when the token is stored or cleared, so what depends on the login state follows it. */
export const useStoredToken = (store: TokenStore): string | null =>
  useSyncExternalStore(store.subscribe, store.get, noTokenOnServer);

// Prerendering runs in Node, which has no localStorage; nothing reads the store there (noTokenOnServer).
const clientToken = tokenStore(globalThis.localStorage, 'access_token');

/**
 * The token this tab's pages are shown for. The tabs share local storage, so another tab can sign in
 * someone else there while this one still shows the last client's forms: this tab keeps sending its
 * own token, never the other person's, until it follows the change as its next page opens.
 */
let tabToken: string | null = null;

/** The client portal's token: local storage, as the portal keeps only the token there (portal §3). */
export const tokenStorage = {
  // A tab that shows nobody follows whoever signs in elsewhere: it has no one's form to mix up.
  get: (): string | null => (tabToken ??= clientToken.get()),
  /** Another tab signed out, or signed someone in, since this tab's pages were shown. */
  changedElsewhere: () => clientToken.get() !== tokenStorage.get(),
  /** This tab goes on as whoever the other tab signed in; false when it signed out. */
  followElsewhere: (): boolean => {
    tabToken = clientToken.get();
    clientToken.changed();
    return tabToken !== null;
  },
  set: (token: string) => {
    tabToken = token;
    clientToken.set(token);
    followSignedIn(true);
  },
  /**
   * Logout clears all local storage (portal §4), and session storage holds form drafts with personal
   * data; signing out keeps only the drafts kept for the same client's next sign-in (kept-drafts.ts).
   */
  clearAll: ({ keepOwnedDrafts = false }: { keepOwnedDrafts?: boolean } = {}) => {
    const kept = keepOwnedDrafts ? keptDrafts() : [];
    localStorage.clear();
    sessionStorage.clear();
    for (const [key, value] of kept) sessionStorage.setItem(key, value);
    tabToken = null;
    followSignedIn(false);
    clientToken.changed();
  },
};

export const useToken = () => useStoredToken(clientToken);
