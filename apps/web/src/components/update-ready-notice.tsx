import { useSyncExternalStore } from 'react';
import { appUpdate } from '../lib/app-update.ts';

/** "A new version is ready": the waiting service worker takes over and the page reloads. */
export function UpdateReadyNotice() {
  const waiting = useSyncExternalStore(appUpdate.subscribe, appUpdate.waiting, () => null);
  if (!waiting) return null;
  return (
    <div className="notice notice--info" role="status">
      <p>A new version of this site is ready.</p>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => waiting.postMessage({ type: 'skip-waiting' })}
      >
        Reload to update
      </button>
    </div>
  );
}
