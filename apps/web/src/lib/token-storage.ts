const KEY = 'access_token';

export const tokenStorage = {
  get: (): string | null => localStorage.getItem(KEY),
  set: (token: string) => localStorage.setItem(KEY, token),
  /** Logout clears all local storage (portal §4), and session storage holds form drafts with personal data. */
  clearAll: () => {
    localStorage.clear();
    sessionStorage.clear();
  },
};
