import { useSyncExternalStore } from 'react';

const KEY = 'access_token';
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export const tokenStorage = {
  get: (): string | null => localStorage.getItem(KEY),
  set: (token: string) => {
    localStorage.setItem(KEY, token);
    notify();
  },
  /** Logout clears all local storage (portal §4), and session storage holds form drafts with personal data. */
  clearAll: () => {
    localStorage.clear();
    sessionStorage.clear();
    notify();
  },
};

/** Re-renders when the token is stored or cleared, so the whole app follows the login state. */
export function useToken(): string | null {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, tokenStorage.get);
}
