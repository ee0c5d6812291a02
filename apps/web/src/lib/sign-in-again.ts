import { useSyncExternalStore } from 'react';

type Answer = (signedIn: boolean) => void;

let waiting: Answer[] = [];
let steps = 0;
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
  /**
   * The signed-in pages' sign-in step is there to ask: then a refused write asks even when no token is
   * stored any more, as after signing out in another tab (local storage is shared by the tabs).
   */
  offer(): () => void {
    steps += 1;
    return () => {
      steps -= 1;
    };
  },
  canAsk: () => steps > 0,
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
