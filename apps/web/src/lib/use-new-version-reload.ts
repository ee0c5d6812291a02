import { useEffect, useState } from 'react';

const RELOADED_AT = 'reloaded-for-new-version';
const AGAIN_AFTER_MS = 30_000;

export type CodeNotLoaded = 'checking' | 'offline' | 'broken';

/**
 * A page whose code did not load. Most often a new version of the service went live while the page
 * was open (an installed app, or a console open all day): the files it asks for are gone. If the
 * service answers, the page is loaded again, which fetches the new version at the address the person
 * was going to. Only once in 30 seconds, so a file that is really missing shows an error rather than
 * reloading for ever. If the service does not answer, the person is offline.
 */
export function useNewVersionReload(codeNotLoaded: boolean): CodeNotLoaded | null {
  const [state, setState] = useState<CodeNotLoaded | null>(codeNotLoaded ? 'checking' : null);
  useEffect(() => {
    if (!codeNotLoaded) return;
    let current = true;
    fetch('/api/health', { cache: 'no-store' })
      .then((answer) => {
        if (!current) return;
        const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
        if (!answer.ok || Date.now() - last < AGAIN_AFTER_MS) return setState('broken');
        sessionStorage.setItem(RELOADED_AT, String(Date.now()));
        window.location.reload();
      })
      .catch(() => {
        if (current) setState('offline');
      });
    return () => {
      current = false;
    };
  }, [codeNotLoaded]);
  return state;
}
