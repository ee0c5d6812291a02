import { useSyncExternalStore } from 'react';

type Answer = (signedIn: boolean) => void;
/** What waits: a write (something typed, to send) or only a read (the page being looked at). */
export type Asking = 'write' | 'read';

/**
 * Calls refused because the sign-in ran out or was revoked wait here while the person signs in again
 * in place (issue #28): the page and everything typed on it stay, and the calls are made again once
 * they are back. The layout shows the sign-in step while one is asked. One for the client portal's
 * sign-in and one for the staff console's session, which are separate.
 */
export function createSignInAgain() {
  let waiting: { answer: Answer; asking: Asking }[] = [];
  let steps = 0;
  let readsDeclined = false;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const asked = (): Asking | null => {
    if (waiting.length === 0) return null;
    return waiting.some((call) => call.asking === 'write') ? 'write' : 'read';
  };

  const broker = {
    /**
     * The signed-in pages' sign-in step is there to ask: then a refused write asks even when no token is
     * stored any more, as after signing out in another tab (local storage is shared by the tabs).
     */
    offer(): () => void {
      steps += 1;
      readsDeclined = false;
      return () => {
        steps -= 1;
      };
    },
    /** Reads stop asking once the person said "Not now" (decline), until they sign in again. */
    canAsk: (asking: Asking) => steps > 0 && !(asking === 'read' && readsDeclined),
    /** "Not now": what waits is not sent, and reads stop asking until they sign in again; a new write still asks. */
    decline() {
      readsDeclined = true;
      broker.settle(false);
    },
    /** True once the person signed in again as the same person, false when they chose not to. */
    ask(asking: Asking): Promise<boolean> {
      return new Promise((answer) => {
        waiting.push({ answer, asking });
        notify();
      });
    },
    settle(signedIn: boolean) {
      if (signedIn) readsDeclined = false;
      const answers = waiting;
      waiting = [];
      notify();
      for (const { answer } of answers) answer(signedIn);
    },
    /** Whether the sign-in step is asked for, and for a write (anything waiting to be sent) or reads only. */
    useAsked(): Asking | null {
      return useSyncExternalStore((listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      }, asked);
    },
  };
  return broker;
}

/** The client portal's. */
export const signInAgain = createSignInAgain();

export const useSignInAsked = (): Asking | null => signInAgain.useAsked();
