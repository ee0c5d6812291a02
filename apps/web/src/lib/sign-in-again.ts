import { useSyncExternalStore } from 'react';

type Answer = (signedIn: boolean) => void;

let waiting: Answer[] = [];
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/**
 * A write refused because the sign-in ran out or was revoked waits here while the person signs in
 * again in place (issue #28): the page and everything typed on it stay, and the write is sent again
 * once they are back. The layout shows the sign-in step while `isAsked`.
 */
export const signInAgain = {
  /** True once the person signed in again as the same client, false when they chose not to. */
  ask(): Promise<boolean> {
    return new Promise((resolve) => {
      waiting.push(resolve);
      notify();
    });
  },
  settle(signedIn: boolean) {
    const answers = waiting;
    waiting = [];
    notify();
    for (const answer of answers) answer(signedIn);
  },
};

export function useSignInAsked(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => waiting.length > 0,
  );
}
