import { api } from './api-client.ts';

/**
 * After a sign-in, a browser with a push subscription stops notifying whoever used it before (a
 * shared device: one client signs out, or their sign-in expires, and another signs in). The client
 * signed in now gets notifications here only once they turn them on themselves (issue 32).
 */
export async function claimThisBrowserForPush(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscription = await registration?.pushManager?.getSubscription();
  if (!subscription) return;
  await api.put('mlw/push/signed-in-browser', { endpoint: subscription.endpoint }, { signInAgain: false });
}
