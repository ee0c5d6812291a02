import { useEffect } from 'react';
import { staffApi } from '../lib/staff-api.ts';

/** Often enough that 30 minutes unused (STAFF_IDLE_MINUTES) never passes while someone types or clicks. */
export const KEEP_ALIVE_MS = 5 * 60_000;

/**
 * A coach writing a long note sends nothing until they save, yet is using the console: a key pressed
 * or a click keeps the session in use (GET staff/me, which counts as use; at most every 5 minutes).
 * A screen left alone still ends after 30 minutes, as its polls do not count (docs/decisions.md).
 */
export function useSessionKeptWhileUsed(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn) return;
    let last = Date.now();
    const used = () => {
      if (Date.now() - last < KEEP_ALIVE_MS) return;
      last = Date.now();
      staffApi.get('me').catch(() => undefined);
    };
    document.addEventListener('keydown', used, { passive: true });
    document.addEventListener('pointerdown', used, { passive: true });
    return () => {
      document.removeEventListener('keydown', used);
      document.removeEventListener('pointerdown', used);
    };
  }, [signedIn]);
}
