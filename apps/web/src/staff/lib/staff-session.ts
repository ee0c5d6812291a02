import { useSyncExternalStore } from 'react';
import { listeners } from '../../lib/listeners.ts';

/**
 * The console's side of the staff session (docs/decisions.md, Staff sessions). The session itself is
 * an HttpOnly cookie that every tab shares and no script can read; a tab holds only the CSRF token
 * that its changes carry, in memory. `unknown` until GET staff/me answers. Signing in or out in one
 * tab tells the others at once, so signing out ends the console in every tab.
 */
export type StaffSessionState = 'unknown' | 'signed-out' | { csrf: string };

let state: StaffSessionState = 'unknown';
const readers = listeners();
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('staff-session');

function set(next: StaffSessionState) {
  if (next === state) return;
  state = next;
  readers.notify();
}

channel?.addEventListener('message', (event: MessageEvent) => {
  if (event.data === 'signed-out') set('signed-out');
  if (event.data === 'signed-in' && state === 'signed-out') set('unknown');
});

export const staffSession = {
  state: (): StaffSessionState => state,
  csrf: (): string | null => (typeof state === 'object' ? state.csrf : null),
  /** This tab learnt its CSRF token: from its own sign-in or from GET staff/me. */
  known: (csrf: string) => {
    if (staffSession.csrf() !== csrf) set({ csrf });
  },
  /** The server no longer knows the session (401): this tab shows the sign-in page. */
  ended: () => set('signed-out'),
  signedIn: (csrf: string) => {
    set({ csrf });
    channel?.postMessage('signed-in');
  },
  signedOut: () => {
    set('signed-out');
    channel?.postMessage('signed-out');
  },
  subscribe: readers.subscribe,
};

export const useStaffSessionState = () => useSyncExternalStore(staffSession.subscribe, staffSession.state);
