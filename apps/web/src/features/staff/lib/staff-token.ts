import { useSyncExternalStore } from 'react';

// Session storage: the staff login ends with the browser tab, which suits shared office computers,
// and it never mixes with the client portal's token in local storage.
const KEY = 'staff_access_token';
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export const staffToken = {
  get: (): string | null => sessionStorage.getItem(KEY),
  set: (token: string) => {
    sessionStorage.setItem(KEY, token);
    notify();
  },
  clear: () => {
    sessionStorage.removeItem(KEY);
    notify();
  },
};

export function useStaffToken(): string | null {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, staffToken.get);
}
